// Boost.Test entry point of every game's property executable (peerage_properties_<folder>: the cross-game suites
// in the other files of this folder, the game's own in properties/games/<folder>/).
#define BOOST_TEST_MODULE peerage_properties
#include <boost/test/unit_test.hpp>  // main() from the shared library: BOOST_TEST_DYN_LINK (cmake/boost_test.cmake)
