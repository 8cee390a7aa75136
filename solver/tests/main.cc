// Boost.Test entry point of peerage_solver_tests (the cross-game suite, the other files of this folder) and of each
// game's peerage_solver_tests_<folder> (its tests in solver/games/<folder>/tests/).
#define BOOST_TEST_MODULE peerage_solver_tests
#include <boost/test/unit_test.hpp>  // main() from the shared library: BOOST_TEST_DYN_LINK (cmake/boost_test.cmake)
