# peerage_boost_test(NAME TARGET [ARGS...]): a CTest entry running the Boost.Test executable TARGET with
# ARGS through ci/boost_test.sh, which keeps the whole log in the build tree (test-logs/NAME.log) and, on
# failure, repeats the failed checks at the end of the output, where a CI excerpt shows them. Every entry
# logs test suites and cases as they start and end (a hang shows where it hangs) without colour codes.
function(peerage_boost_test name target)
  add_test(NAME ${name}
    COMMAND bash ${PROJECT_SOURCE_DIR}/ci/boost_test.sh ${PROJECT_BINARY_DIR}/test-logs/${name}.log
            $<TARGET_FILE:${target}> --log_level=test_suite --color_output=no ${ARGN})
endfunction()
