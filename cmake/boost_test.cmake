# peerage_boost_test(NAME TARGET [ARGS...]): a CTest entry running the Boost.Test executable TARGET with
# ARGS through ci/boost_test.sh, which keeps the whole log in the build tree (test-logs/NAME.log) and, on
# failure, repeats the failed checks at the end of the output, where a CI excerpt shows them. Every entry
# logs test suites and cases as they start and end (a hang shows where it hangs) without colour codes.
function(peerage_boost_test name target)
  add_test(NAME ${name}
    COMMAND bash ${PROJECT_SOURCE_DIR}/ci/boost_test.sh ${PROJECT_BINARY_DIR}/test-logs/${name}.log
            $<TARGET_FILE:${target}> --log_level=test_suite --color_output=no ${ARGN})
endfunction()

# peerage_test_framework: what every test executable (and object library of test sources) links. Boost.Test
# comes from Debian's shared library (libboost-test-dev: libboost_unit_test_framework.so, BOOST_TEST_DYN_LINK),
# compiled once for the machine, where the header-only variant (boost/test/included/unit_test.hpp) compiled
# the whole framework again into each test binary's main.cc: 40-60 s a binary (issue 37). Each main.cc
# defines BOOST_TEST_MODULE and includes <boost/test/unit_test.hpp>, which then supplies main().
# Called from the top level once Boost is found (the ClusterFuzzLite build, which builds no test, never is).
function(peerage_define_test_framework)
  add_library(peerage_test_framework INTERFACE)
  target_link_libraries(peerage_test_framework INTERFACE Boost::unit_test_framework)
  target_compile_definitions(peerage_test_framework INTERFACE BOOST_TEST_DYN_LINK)
endfunction()

# peerage_test_pch(TARGET [REUSE_FROM OTHER]): the heavy third-party headers of the test sources (Boost.Test,
# RapidCheck and its Boost.Test glue, nlohmann/json, fmt) and the standard headers they all use, parsed once
# into a precompiled header for TARGET, or TARGET reusing OTHER's (same compile flags: the same libraries
# linked). Measured in .ninja_log: docs/measured.md#compile-time.
function(peerage_test_pch target)
  cmake_parse_arguments(arg "" "REUSE_FROM" "" ${ARGN})
  # Test sources are glue around the engines (generators, assertions, Boost.Test's macros): in an optimised
  # build they are compiled at PEERAGE_TEST_OPTIMIZE, the libraries they test at the build type's level
  # (measured: a property file -O3 16.7 s, -O1 12.5 s; docs/measured.md#compile-time); -O0 in the sanitized
  # test build (CMakeLists.txt: peerage_glue_optimize).
  peerage_glue_optimize(${target})
  peerage_unity(${target})  # cmake/unity.cmake
  # A main.cc defines BOOST_TEST_MODULE before it includes <boost/test/unit_test.hpp>, which then supplies
  # main(): the header must not come in before the definition, so main.cc is compiled without the PCH.
  get_target_property(sources ${target} SOURCES)
  foreach(source IN LISTS sources)
    if(source MATCHES "(^|/)main\\.cc$")
      set_source_files_properties(${source} TARGET_DIRECTORY ${target} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
    endif()
  endforeach()
  if(NOT PEERAGE_PCH)
    return()
  endif()
  if(arg_REUSE_FROM)
    target_precompile_headers(${target} REUSE_FROM ${arg_REUSE_FROM})
  else()
    target_precompile_headers(${target} PRIVATE ${PEERAGE_PCH_STD_HEADERS} <boost/test/unit_test.hpp>
                              <rapidcheck.h> <rapidcheck/boost_test.h> <nlohmann/json.hpp> <fmt/format.h>)
  endif()
endfunction()

# peerage_lib_pch(TARGET): the library sources' heavy headers (nlohmann/json, fmt, the standard library)
# precompiled for TARGET.
function(peerage_lib_pch target)
  if(PEERAGE_PCH)
    target_precompile_headers(${target} PRIVATE ${PEERAGE_PCH_STD_HEADERS} <nlohmann/json.hpp> <fmt/format.h>)
  endif()
endfunction()
