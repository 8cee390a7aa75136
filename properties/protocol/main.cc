// Boost.Test entry point for peerage_protocol_tests (protocol codec, server, child processes, conform).
// Run as: peerage_protocol_tests -- PATH/TO/peerage PATH/TO/peerage_faulty_engine
#define BOOST_TEST_MODULE peerage_protocol
#include <boost/test/unit_test.hpp>  // main() from the shared library: BOOST_TEST_DYN_LINK (cmake/boost_test.cmake)
