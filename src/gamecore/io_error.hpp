// A failure of the environment rather than of the input's content: stdin cannot be read, stdout cannot be written.
// O(1). Tested in src/tests/output_test.cpp and src/tests/scanner_test.cpp, and by src/tests/faults/ on real pipes.
#ifndef GAMECORE_IO_ERROR_HPP
#define GAMECORE_IO_ERROR_HPP

#include <cerrno>
#include <cstring>
#include <exception>
#include <string>

namespace gamecore {

// The program prints "<problem>: <what> (<reason>)", e.g. "cannot write output: No space left on device".
struct IoError : public std::exception {
    std::string message;

    // `what_failed` says what, errno_value why (0 when the system gave no reason).
    IoError(const char* what_failed, int errno_value) : message(what_failed) {
        if (errno_value != 0) message += std::string(": ") + std::strerror(errno_value);
    }
    ~IoError() throw() {}
    const char* what() const throw() { return message.c_str(); }
};

}  // namespace gamecore

#endif
