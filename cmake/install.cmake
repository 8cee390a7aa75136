# Install rules and the CMake package: `cmake --install <build> --prefix P`, then in another project
#   find_package(peerage CONFIG REQUIRED)   # CMAKE_PREFIX_PATH=P
#   target_link_libraries(app PRIVATE peerage::engines)   # + peerage::analysis, peerage::protocol as needed
# Layout under P:
#   include/model/{core,games,analysis,protocol}/...h   (#include "model/core/state.h" as in this tree)
#   lib/libpeerage_{core,analysis,protocol}.a
#   lib/peerage/objects/...                             peerage::engines, an OBJECT library: its objects are
#                                                       linked into every target that links it directly, so
#                                                       every game's static registrar is kept
#   lib/cmake/peerage/peerageConfig.cmake, peerageConfigVersion.cmake, peerageTargets*.cmake
#   share/peerage/data/<game>/*.json                    the shipped data files (embedded in the engines too)
#   share/peerage/corpus/{golden/*.trace.json, perft/*.json}  golden traces and perft tables for engine developers
#                                                      (the source tree's layout: perft tables name traces as corpus/golden/...)
#   share/peerage/docs/protocol.md
#   bin/peerage                                         the command (when built)
include(CMakePackageConfigHelpers)

set(PEERAGE_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/peerage)
set(PEERAGE_INSTALL_DATADIR ${CMAKE_INSTALL_DATADIR}/peerage)

set_target_properties(peerage_core PROPERTIES EXPORT_NAME core)
set_target_properties(peerage_games PROPERTIES EXPORT_NAME engines)
set_target_properties(peerage_analysis PROPERTIES EXPORT_NAME analysis)
set_target_properties(peerage_protocol PROPERTIES EXPORT_NAME protocol)
if(PEERAGE_SANITIZE)
  # A sanitized build's libraries need the sanitizer runtimes in whatever links them.
  target_link_options(peerage_core INTERFACE $<INSTALL_INTERFACE:-fsanitize=address,undefined>)
endif()

install(TARGETS peerage_core peerage_games peerage_analysis peerage_protocol
  EXPORT peerageTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  OBJECTS DESTINATION ${CMAKE_INSTALL_LIBDIR}/peerage/objects)
if(TARGET peerage)
  install(TARGETS peerage RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()

foreach(dir core games analysis protocol)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/model/${dir}/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/model/${dir}
    FILES_MATCHING PATTERN "*.h")
endforeach()

install(DIRECTORY ${PROJECT_SOURCE_DIR}/data/ DESTINATION ${PEERAGE_INSTALL_DATADIR}/data)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/corpus/golden/ DESTINATION ${PEERAGE_INSTALL_DATADIR}/corpus/golden)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/corpus/perft/ DESTINATION ${PEERAGE_INSTALL_DATADIR}/corpus/perft)
# What `peerage report` and `peerage solve` read besides the engines (cli/project_root.h): hand-built example
# situations, stored witnesses, Nobles Solo certificates and derived data sets, in the source tree's layout.
foreach(dir examples witnesses foresight data)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/corpus/${dir}/ DESTINATION ${PEERAGE_INSTALL_DATADIR}/corpus/${dir})
endforeach()
install(FILES ${PROJECT_SOURCE_DIR}/docs/protocol.md DESTINATION ${PEERAGE_INSTALL_DATADIR}/docs)

install(EXPORT peerageTargets NAMESPACE peerage:: DESTINATION ${PEERAGE_INSTALL_CMAKEDIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/peerageConfig.cmake.in
  ${PROJECT_BINARY_DIR}/peerageConfig.cmake
  INSTALL_DESTINATION ${PEERAGE_INSTALL_CMAKEDIR}
  PATH_VARS PEERAGE_INSTALL_DATADIR CMAKE_INSTALL_INCLUDEDIR)
# 0.x: a minor version may change the API, so only the same minor version is compatible.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/peerageConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/peerageConfig.cmake ${PROJECT_BINARY_DIR}/peerageConfigVersion.cmake
  DESTINATION ${PEERAGE_INSTALL_CMAKEDIR})
