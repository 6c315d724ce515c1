// The workbench's picture of a 2-D table (or a 1-D table of outcome letters): one coloured square a cell, row a
// downwards and column b across, the P-positions (value 0, letter P) marked with a black dot. O(cells). Tested by
// src/tests/workbench/explore_test.py (the cells and the marks counted in the SVG).
#ifndef GAMESUITE_WORKBENCH_GRID_SVG_HPP
#define GAMESUITE_WORKBENCH_GRID_SVG_HPP

#include <algorithm>
#include <string>

#include "cli/grundy_svg.hpp"
#include "workbench/law.hpp"

namespace gamesuite {

namespace grid_detail {

// A colour for a cell: the outcome letters their own, Grundy values around a wheel of twelve.
inline const char* cell_colour(const ValueTable& table, std::uint64_t cell) {
    static const char* const wheel[] = {"#ffffff", "#8dd3c7", "#ffffb3", "#bebada", "#fb8072", "#80b1d3", "#fdb462",
                                        "#b3de69", "#fccde5", "#bc80bd", "#ccebc5", "#ffed6f"};
    if (!table.outcomes) return wheel[cell % 12];
    switch (static_cast<char>(cell)) {
        case 'P': return "#ffffff";
        case 'N': return "#9ecae1";
        case 'D': return "#d9d9d9";
        case 'L': return "#a1d99b";
        default: return "#fc9272";  // R
    }
}

inline bool is_p_position(const ValueTable& table, std::uint64_t cell) {
    return table.outcomes ? cell == static_cast<std::uint64_t>('P') : cell == 0;
}

}  // namespace grid_detail

// The whole SVG document. The squares are the only children of <g id="cells">, row by row, and the marks of
// <g id="p-positions">, so that a reader can count both.
inline std::string grid_svg(const ValueTable& table, const std::string& title) {
    using svg_detail::number;
    const double left = 48, top = 44, most = 900;
    const std::size_t across = std::max<std::size_t>(table.columns, 1), down = std::max<std::size_t>(table.rows, 1);
    const double cell = std::clamp(most / static_cast<double>(std::max(across, down)), 2.0, 24.0);
    const double width = left + cell * static_cast<double>(across) + 16, height = top + cell * static_cast<double>(down) + 40;
    std::string out;
    out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + number(width) + "\" height=\"" + number(height) +
           "\" viewBox=\"0 0 " + number(width) + " " + number(height) +
           "\" font-family=\"sans-serif\" font-size=\"12\">\n";
    out += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
    out += "<text x=\"" + number(left) + "\" y=\"22\" font-size=\"15\">" + svg_detail::escape(title) + "</text>\n";
    out += "<text x=\"" + number(left) + "\" y=\"" + number(height - 12) + "\">" +
           (table.two_dimensional ? "row a down, column b across; " : "n across; ") +
           (table.outcomes ? "white P, blue N, grey D, green L, red R" : "colour by value, white 0") +
           "; a dot marks each P-position</text>\n";
    out += "<g id=\"cells\" stroke=\"#bbbbbb\" stroke-width=\"0.5\">\n";
    const std::string side = number(cell);
    for (std::size_t a = 0; a < table.rows; ++a)
        for (std::size_t b = 0; b < table.columns; ++b)
            out += "<rect x=\"" + number(left + cell * static_cast<double>(b)) + "\" y=\"" +
                   number(top + cell * static_cast<double>(a)) + "\" width=\"" + side + "\" height=\"" + side +
                   "\" fill=\"" + grid_detail::cell_colour(table, table.cells[a * table.columns + b]) + "\"/>\n";
    out += "</g>\n<g id=\"p-positions\" fill=\"black\">\n";
    const std::string radius = number(std::max(cell * 0.25, 0.8));
    for (std::size_t a = 0; a < table.rows; ++a)
        for (std::size_t b = 0; b < table.columns; ++b)
            if (grid_detail::is_p_position(table, table.cells[a * table.columns + b]))
                out += "<circle cx=\"" + number(left + cell * (static_cast<double>(b) + 0.5)) + "\" cy=\"" +
                       number(top + cell * (static_cast<double>(a) + 0.5)) + "\" r=\"" + radius + "\"/>\n";
    out += "</g>\n</svg>\n";
    return out;
}

}  // namespace gamesuite

#endif
