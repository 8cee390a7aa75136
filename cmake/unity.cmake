# peerage_unity(TARGET): TARGET's sources compiled PEERAGE_UNITY_BATCH to a compilation (CMake's unity build),
# each batch from one folder only, so that one game's files never share a compilation with another game's (a new
# game's files, made by ci/new_game.sh, may reuse another game's local names). Most of a source's compile time is
# instantiating templates (nlohmann/json, fmt, RapidCheck's generators, Boost.Test's checks) that its neighbours
# instantiate again; compiled together they are instantiated once. Measured on four Tudor property files: 35.2 s
# one by one, 19.7 s as one (docs/measured.md#compile-time). Local names (anonymous namespaces, statics) must
# therefore be unique within a folder of a target. A main.cc (a test executable's, which defines
# BOOST_TEST_MODULE before its includes) is compiled alone. PEERAGE_UNITY_BATCH 0: no unity build.
set(PEERAGE_UNITY_BATCH "8" CACHE STRING "Sources of one folder per unity compilation (0: every source alone)")
function(peerage_unity target)
  if(NOT PEERAGE_UNITY_BATCH GREATER 0)
    return()
  endif()
  get_target_property(sources ${target} SOURCES)
  get_target_property(source_dir ${target} SOURCE_DIR)
  foreach(source IN LISTS sources)
    if(NOT source MATCHES "\\.(cc|cpp)$")
      continue()
    endif()
    # A relative path names a file of the target's own folder (set_source_files_properties would read it as
    # one of this CMakeLists.txt's folder).
    get_filename_component(absolute ${source} ABSOLUTE BASE_DIR ${source_dir})
    if(source MATCHES "(^|/)main\\.cc$")
      set_source_files_properties(${absolute} TARGET_DIRECTORY ${target} PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
      continue()
    endif()
    get_filename_component(folder ${absolute} DIRECTORY)
    file(RELATIVE_PATH folder_id ${PROJECT_SOURCE_DIR} ${folder})
    string(MAKE_C_IDENTIFIER "${folder_id}" folder_id)
    if(NOT DEFINED count_${folder_id})
      set(count_${folder_id} 0)
    endif()
    math(EXPR batch "${count_${folder_id}} / ${PEERAGE_UNITY_BATCH}")
    math(EXPR count_${folder_id} "${count_${folder_id}} + 1")
    set_source_files_properties(${absolute} TARGET_DIRECTORY ${target} PROPERTIES UNITY_GROUP "${folder_id}_${batch}")
  endforeach()
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE GROUP)
endfunction()
