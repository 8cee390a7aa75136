// Boost.Test entry point for peerage_solver_tests; the test cases live in the other files of this folder.
#define BOOST_TEST_MODULE peerage_solver_tests
#include <boost/test/included/unit_test.hpp>
