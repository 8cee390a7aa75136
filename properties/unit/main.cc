// Boost.Test entry point for peerage_unit (kernel, trace format, data tables, CLI-independent errors).
#define BOOST_TEST_MODULE peerage_unit
#include <boost/test/included/unit_test.hpp>
