// Where a solver writes its answers: a FILE* (stdout), buffered here and checked on every flush, or a std::string.
// O(length) per write. Tested in src/tests/output_test.cpp (a full device, a closed pipe) and through every testdata.
#ifndef GAMECORE_OUTPUT_HPP
#define GAMECORE_OUTPUT_HPP

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "gamecore/io_error.hpp"

namespace gamecore {

// A failed write (a full disk, a closed pipe with SIGPIPE ignored, a bad descriptor) throws IoError at the flush
// that meets it, so the program stops and says so instead of exiting 0 with its answers lost. Answers are
// buffered and flushed when the buffer fills, when the input is about to wait for more (Scanner calls
// flush_output), and at the end (flush()).
class Output {
public:
    explicit Output(std::FILE* file) : file_(file), text_(NULL), used_(0) { buffer_.resize(buffer_size); }
    // Collects the answers in `text` instead (tests).
    explicit Output(std::string& text) : file_(NULL), text_(&text), used_(0) {}

    void write(const char* text) { write(text, std::strlen(text)); }
    void write(const std::string& text) { write(text.data(), text.size()); }
    void write(const char* text, std::size_t length) {
        if (text_ != NULL) {
            text_->append(text, length);
            return;
        }
        if (length > buffer_size - used_) {
            flush();
            if (length > buffer_size) {
                put(text, length);
                return;
            }
        }
        std::memcpy(&buffer_[used_], text, length);
        used_ += length;
    }
    void write_int(long long value) {
        char digits[24];
        char* const end = digits + sizeof digits;
        char* first = end;
        // The magnitude as unsigned, so the most negative value needs no special case.
        unsigned long long magnitude = value < 0 ? 0ULL - static_cast<unsigned long long>(value)
                                                 : static_cast<unsigned long long>(value);
        do {
            *--first = static_cast<char>('0' + magnitude % 10);
            magnitude /= 10;
        } while (magnitude != 0);
        if (value < 0) *--first = '-';
        write(first, static_cast<std::size_t>(end - first));
    }
    // Any unsigned 64-bit value, up to 2^64 - 1, which write_int cannot take.
    void write_unsigned(unsigned long long value) {
        char digits[24];
        char* const end = digits + sizeof digits;
        char* first = end;
        do {
            *--first = static_cast<char>('0' + value % 10);
            value /= 10;
        } while (value != 0);
        write(first, static_cast<std::size_t>(end - first));
    }
    // `text` and a line break.
    void line(const char* text) {
        write(text);
        write("\n", 1);
    }
    void line(const std::string& text) {
        write(text);
        write("\n", 1);
    }

    // Hands everything written so far to the system; throws IoError if it refuses.
    void flush() {
        if (text_ != NULL) return;
        const std::size_t pending = used_;
        used_ = 0;
        put(&buffer_[0], pending);
        errno = 0;
        if (std::fflush(file_) != 0) throw IoError("cannot write output", errno);
    }

    // For Scanner::set_before_wait: flushes `output` (an Output*), so that answers appear while input is awaited.
    static void flush_output(void* output) { static_cast<Output*>(output)->flush(); }

private:
    static const std::size_t buffer_size = 1 << 16;

    void put(const char* text, std::size_t length) {
        if (length == 0) return;
        errno = 0;
        if (std::fwrite(text, 1, length, file_) != length || std::ferror(file_))
            throw IoError("cannot write output", errno);
    }

    std::FILE* file_;
    std::string* text_;
    std::vector<char> buffer_;
    std::size_t used_;
};

}  // namespace gamecore

#endif
