// Boost.Test entry point for peerage_unit (kernel, trace format, data tables, CLI-independent errors).
#define BOOST_TEST_MODULE peerage_unit
#include <boost/test/unit_test.hpp>  // main() from the shared library: BOOST_TEST_DYN_LINK (cmake/boost_test.cmake)
