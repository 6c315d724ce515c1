// The plot `grundy --svg` writes (C++17, command line only): g(n) against n, one circle per heap, axes with a few
// labels, the preperiod and the first period shaded when certified. O(N). Tested by src/tests/tools/grundy_cli.py.
#ifndef GAMESUITE_CLI_GRUNDY_SVG_HPP
#define GAMESUITE_CLI_GRUNDY_SVG_HPP

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

namespace gamesuite {

// What to mark: a certified (preperiod, period), or nothing.
struct PlotPeriod {
    bool certified = false;
    std::size_t preperiod = 0;
    std::size_t period = 0;
};

namespace svg_detail {

inline std::string number(double x) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", x);
    std::string text(buffer);
    while (!text.empty() && text.back() == '0') text.pop_back();
    if (!text.empty() && text.back() == '.') text.pop_back();
    return text;
}

inline std::string escape(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (c == '&') out += "&amp;";
        else if (c == '<') out += "&lt;";
        else if (c == '>') out += "&gt;";
        else if (c == '"') out += "&quot;";
        else out += c;
    }
    return out;
}

// A tick step of 1, 2 or 5 times a power of ten giving at most `most` steps over [0, span].
inline std::size_t tick_step(std::size_t span, std::size_t most) {
    std::size_t step = 1;
    while (true) {
        for (std::size_t factor : {1, 2, 5})
            if (span / (step * factor) <= most) return step * factor;
        step *= 10;
    }
}

}  // namespace svg_detail

// The whole SVG document for g(0..N) (g non-empty), titled `title`. The circles are the only children of
// <g id="values">, one per heap in order, so a reader can count them.
inline std::string grundy_svg(const std::vector<unsigned>& g, const std::string& title, const PlotPeriod& period) {
    using svg_detail::number;
    const double width = 960, height = 420, left = 56, right = 24, top = 44, bottom = 48;
    const double plot_width = width - left - right, plot_height = height - top - bottom;
    const std::size_t last = g.empty() ? 0 : g.size() - 1;
    const unsigned largest = g.empty() ? 0 : *std::max_element(g.begin(), g.end());
    const std::size_t x_span = std::max<std::size_t>(last, 1), y_span = std::max<unsigned>(largest, 1);
    auto x_of = [&](double n) { return left + n * plot_width / static_cast<double>(x_span); };
    // Half a value of room above the largest, so that its points clear the frame and the legend.
    auto y_of = [&](double v) { return top + plot_height - v * plot_height / (static_cast<double>(y_span) + 0.5); };
    const double radius = std::clamp(plot_width / static_cast<double>(last + 1) * 0.7, 1.2, 3.0);

    std::string out;
    out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + number(width) + "\" height=\"" + number(height) +
           "\" viewBox=\"0 0 " + number(width) + " " + number(height) + "\" font-family=\"sans-serif\" font-size=\"12\">\n";
    out += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
    out += "<text x=\"" + number(left) + "\" y=\"22\" font-size=\"15\">" + svg_detail::escape(title) + "</text>\n";

    // The preperiod and the first period, shaded behind the points, with their labels above the plot.
    if (period.certified && period.period > 0) {
        const double x0 = x_of(0), xi = x_of(static_cast<double>(period.preperiod));
        const double xp = x_of(static_cast<double>(std::min(period.preperiod + period.period, last)));
        out += "<g id=\"period\">\n";
        if (period.preperiod > 0)
            out += "<rect x=\"" + number(x0) + "\" y=\"" + number(top) + "\" width=\"" + number(xi - x0) +
                   "\" height=\"" + number(plot_height) + "\" fill=\"#f3e3c3\"/>\n";
        out += "<rect x=\"" + number(xi) + "\" y=\"" + number(top) + "\" width=\"" + number(std::max(xp - xi, 1.0)) +
               "\" height=\"" + number(plot_height) + "\" fill=\"#cfe3f7\"/>\n";
        out += "<line x1=\"" + number(xi) + "\" y1=\"" + number(top) + "\" x2=\"" + number(xi) + "\" y2=\"" +
               number(top + plot_height) + "\" stroke=\"#a05a00\" stroke-dasharray=\"4 3\"/>\n";
        out += "<text x=\"" + number(width - right) + "\" y=\"38\" text-anchor=\"end\">preperiod " +
               std::to_string(period.preperiod) + " (amber), period " + std::to_string(period.period) +
               " (blue: the first one)</text>\n";
        out += "</g>\n";
    }

    // Axes, ticks and labels.
    out += "<g id=\"axes\" stroke=\"black\" fill=\"none\">\n";
    out += "<line x1=\"" + number(left) + "\" y1=\"" + number(top + plot_height) + "\" x2=\"" + number(width - right) +
           "\" y2=\"" + number(top + plot_height) + "\"/>\n";
    out += "<line x1=\"" + number(left) + "\" y1=\"" + number(top) + "\" x2=\"" + number(left) + "\" y2=\"" +
           number(top + plot_height) + "\"/>\n";
    out += "</g>\n<g id=\"labels\" fill=\"black\">\n";
    const std::size_t x_step = svg_detail::tick_step(x_span, 8);
    for (std::size_t n = 0; n <= last; n += x_step) {
        const double x = x_of(static_cast<double>(n));
        out += "<line x1=\"" + number(x) + "\" y1=\"" + number(top + plot_height) + "\" x2=\"" + number(x) + "\" y2=\"" +
               number(top + plot_height + 5) + "\" stroke=\"black\"/>\n";
        out += "<text x=\"" + number(x) + "\" y=\"" + number(top + plot_height + 18) + "\" text-anchor=\"middle\">" +
               std::to_string(n) + "</text>\n";
    }
    const std::size_t y_step = svg_detail::tick_step(y_span, 6);
    for (std::size_t v = 0; v <= y_span; v += y_step) {
        const double y = y_of(static_cast<double>(v));
        out += "<line x1=\"" + number(left - 5) + "\" y1=\"" + number(y) + "\" x2=\"" + number(left) + "\" y2=\"" +
               number(y) + "\" stroke=\"black\"/>\n";
        out += "<text x=\"" + number(left - 8) + "\" y=\"" + number(y + 4) + "\" text-anchor=\"end\">" +
               std::to_string(v) + "</text>\n";
    }
    out += "<text x=\"" + number(left + plot_width / 2) + "\" y=\"" + number(height - 8) +
           "\" text-anchor=\"middle\">heap n</text>\n";
    out += "<text x=\"14\" y=\"" + number(top + plot_height / 2) + "\" text-anchor=\"middle\" transform=\"rotate(-90 14 " +
           number(top + plot_height / 2) + ")\">g(n)</text>\n";
    out += "</g>\n";

    // One circle per heap, in order.
    out += "<g id=\"values\" fill=\"#1f4e9c\" stroke=\"none\">\n";
    const std::string r = number(radius);
    for (std::size_t n = 0; n < g.size(); ++n)
        out += "<circle cx=\"" + number(x_of(static_cast<double>(n))) + "\" cy=\"" + number(y_of(g[n])) + "\" r=\"" + r +
               "\"/>\n";
    out += "</g>\n</svg>\n";
    return out;
}

}  // namespace gamesuite

#endif
