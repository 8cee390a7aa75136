// Boost.Test entry point for peerage_properties; test cases live in the other files of this folder.
#define BOOST_TEST_MODULE peerage_properties
#include <boost/test/included/unit_test.hpp>
