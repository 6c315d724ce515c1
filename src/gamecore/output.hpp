// Where a solver writes its answers: a FILE* (stdout) or, in tests, a std::string. Every solver's solve() takes one.
// O(length) per write. Tested in src/tests/output_test.cpp and through every problem's testdata.
#ifndef GAMECORE_OUTPUT_HPP
#define GAMECORE_OUTPUT_HPP

#include <cstdio>
#include <string>

namespace gamecore {

class Output {
public:
    explicit Output(std::FILE* file) : file_(file), text_(NULL) {}
    // Collects the answers in `text` instead (tests).
    explicit Output(std::string& text) : file_(NULL), text_(&text) {}

    void write(const char* text) {
        if (text_ != NULL) text_->append(text);
        else std::fputs(text, file_);
    }
    void write(const std::string& text) {
        if (text_ != NULL) text_->append(text);
        else std::fwrite(text.data(), 1, text.size(), file_);
    }
    void write_int(long long value) {
        char digits[24];
        std::sprintf(digits, "%lld", value);
        write(digits);
    }
    // `text` and a line break.
    void line(const char* text) {
        write(text);
        write("\n");
    }
    void line(const std::string& text) {
        write(text);
        write("\n");
    }

private:
    std::FILE* file_;
    std::string* text_;
};

}  // namespace gamecore

#endif
