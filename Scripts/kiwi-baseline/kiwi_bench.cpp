// SPDX-License-Identifier: MIT
//
// kiwi_bench: scenarios A to D of shared/bench/SCENARIOS.md run on kiwi (the C++ Cassowary solver
// of kiwisolver), with the methodology of anchorage-bench (Sources/AnchorageBench), so that the
// two can be compared on one machine. Built and run by Scripts/kiwi-baseline.sh, which fetches
// kiwi's headers at run time (no kiwi code lives in this repository).
//
// Every sample verifies SCENARIOS.md's checksums before its time counts. Standard output gets one
// line per scenario and size, `<scenario> <size> <median seconds per unit>` (the file format
// `anchorage-bench --kiwi-baseline` reads); standard error gets median, min and max.
//
// Methodology, as in anchorage-bench:
// - A.build: each sample times a batch of 20 builds (new solver, 2 edit variables, 111
//   constraints), on variables and constraints instantiated before the timed region; the first
//   and last solver of the batch must then pass the six-size checks. Time per build.
// - A.resize: one built solver (checked first); each sample times 6,000 steps. Time per step.
// - B: per sample, variables and constraints built untimed; timed: new solver, edit variable,
//   suggestion, 4N constraints, updateVariables(). The solver is destroyed after the clock stops.
// - C, D: per sample a fresh untimed B build (checked), then the timed region.
// - The median of `--samples` samples (default 5); sampling a size stops early once its samples
//   (setup included) took 60 s in total, after at least one sample.
//
// Exit status: 0 on success, 1 if a checksum fails, 2 on a solver error, 64 on bad usage.

#include "kiwi/kiwi.h"

#include <algorithm>
#include <chrono>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// A checksum that does not match: reported, and no time is printed for the scenario.
struct CheckFailure : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// anchorage-bench's checkValue: within 1e-6 relative (absolute below magnitude 1).
void checkValue(double got, double expected, const std::string& what, const std::string& scenario) {
    if (!std::isfinite(got) || std::fabs(got - expected) > 1e-6 * std::max(1.0, std::fabs(expected))) {
        char buffer[512];
        std::snprintf(buffer, sizeof buffer, "checksum FAILED in %s: %s expected %.10g, got %.10g",
                      scenario.c_str(), what.c_str(), expected, got);
        throw CheckFailure(buffer);
    }
}

// Samples of one scenario and size, each already divided by its unit count.
struct Samples {
    std::vector<double> values;
    double spent = 0;  // wall time on this size, setup included

    double median() const {
        std::vector<double> sorted = values;
        std::sort(sorted.begin(), sorted.end());
        size_t n = sorted.size();
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
    double min() const { return *std::min_element(values.begin(), values.end()); }
    double max() const { return *std::max_element(values.begin(), values.end()); }
};

constexpr double budgetSeconds = 60;

std::string formatTime(double t) {
    char buffer[64];
    if (t < 1e-6) std::snprintf(buffer, sizeof buffer, "%.3f µs", t * 1e6);
    else if (t < 1e-3) std::snprintf(buffer, sizeof buffer, "%.1f µs", t * 1e6);
    else if (t < 1) std::snprintf(buffer, sizeof buffer, "%.2f ms", t * 1e3);
    else std::snprintf(buffer, sizeof buffer, "%.2f s", t);
    return buffer;
}

// One result: the machine-readable line on stdout, the human-readable one on stderr.
void report(const std::string& scenario, const std::string& size, const std::string& unit, const Samples& samples) {
    std::printf("%s %s %.6e\n", scenario.c_str(), size.c_str(), samples.median());
    std::fflush(stdout);
    std::fprintf(stderr, "%-10s %-10s median %10s  min %10s  max %10s %s  (%zu samples)\n", scenario.c_str(),
                 size.c_str(), formatTime(samples.median()).c_str(), formatTime(samples.min()).c_str(),
                 formatTime(samples.max()).c_str(), unit.c_str(), samples.values.size());
}

// Takes up to `count` samples of `sample()` (which returns its timed seconds per unit), stopping
// early once the size has spent the budget.
template <typename Sample>
Samples measure(int count, Sample sample) {
    Samples samples;
    Clock::time_point start = Clock::now();
    for (int i = 0; i < count; ++i) {
        samples.values.push_back(sample());
        samples.spent = secondsSince(start);
        if (samples.spent > budgetSeconds) break;
    }
    return samples;
}

// ---- A: the enaml-like form ----------------------------------------------------------------

struct EnamlForm {
    struct Line {
        std::vector<std::pair<double, int>> terms;  // (coefficient, variable index)
        double constant;
        kiwi::RelationalOperator op;
        double strength;
    };
    std::vector<std::string> names;
    std::vector<std::pair<int, double>> edits;  // (variable index, strength)
    std::vector<Line> lines;
    int contentsRight = -1;

    static constexpr double sizes[6][2] = {{400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400}};
    static constexpr double expectedSums[6] = {4837, 5437, 9037, 10237, 5437, 6637};
    static constexpr double expectedContentsRight[6] = {390, 590, 790, 1190, 390, 790};

    // Reads the neutral line format described in the data file's header.
    static EnamlForm load(const std::string& path) {
        std::ifstream file(path);
        if (!file) throw CheckFailure("cannot read " + path);
        EnamlForm form;
        std::map<std::string, int> index;
        auto strength = [](const std::string& name, const std::string& value) {
            return name == "required" ? kiwi::strength::required : std::stod(value);
        };
        auto variable = [&](const std::string& name, const std::string& line) {
            auto found = index.find(name);
            if (found == index.end()) throw CheckFailure("bad data line: " + line);
            return found->second;
        };
        std::string text;
        while (std::getline(file, text)) {
            if (text.empty() || text[0] == '#' || text.find_first_not_of(" \t\r") == std::string::npos) continue;
            std::istringstream fields(text);
            std::string kind;
            fields >> kind;
            if (kind == "var") {
                std::string name;
                fields >> name;
                index[name] = static_cast<int>(form.names.size());
                form.names.push_back(name);
            } else if (kind == "edit") {
                std::string name, strengthName, value;
                fields >> name >> strengthName >> value;
                form.edits.push_back({variable(name, text), strength(strengthName, value)});
            } else if (kind == "c") {
                std::string strengthName, value, op;
                Line line;
                if (!(fields >> strengthName >> value >> op >> line.constant)) throw CheckFailure("bad data line: " + text);
                line.strength = strength(strengthName, value);
                if (op == "EQ") line.op = kiwi::OP_EQ;
                else if (op == "GE") line.op = kiwi::OP_GE;
                else if (op == "LE") line.op = kiwi::OP_LE;
                else throw CheckFailure("bad data line: " + text);
                double coefficient;
                std::string name;
                while (fields >> coefficient >> name) line.terms.push_back({coefficient, variable(name, text)});
                if (line.terms.empty()) throw CheckFailure("bad data line: " + text);
                form.lines.push_back(line);
            } else {
                throw CheckFailure("bad data line: " + text);
            }
        }
        auto found = index.find("contents_right");
        if (form.names.size() != 37 || form.edits.size() != 2 || form.lines.size() != 111 || found == index.end()) {
            throw CheckFailure("expected 37 variables, 2 edits, 111 constraints in " + path);
        }
        form.contentsRight = found->second;
        return form;
    }

    // Fresh variables and constraints, built outside any timed region.
    struct Instance {
        std::vector<kiwi::Variable> variables;
        std::vector<std::pair<kiwi::Variable, double>> edits;
        std::vector<kiwi::Constraint> constraints;
        kiwi::Variable contentsRight;

        // A.build: a new solver, the two edit variables, the 111 constraints in file order.
        std::unique_ptr<kiwi::Solver> build() const {
            auto solver = std::make_unique<kiwi::Solver>();
            for (const auto& edit : edits) solver->addEditVariable(edit.first, edit.second);
            for (const auto& constraint : constraints) solver->addConstraint(constraint);
            return solver;
        }

        // One A.resize step.
        void resize(kiwi::Solver& solver, long k) const {
            const double* size = EnamlForm::sizes[k % 6];
            solver.suggestValue(edits[0].first, size[0]);
            solver.suggestValue(edits[1].first, size[1]);
            solver.updateVariables();
        }

        void verify(long k, const std::string& scenario) const {
            double sum = 0;
            for (const auto& variable : variables) sum += variable.value();
            std::string size = std::to_string(k % 6 + 1);
            checkValue(sum, expectedSums[k % 6], "sum of the 37 values after size " + size, scenario);
            checkValue(contentsRight.value(), expectedContentsRight[k % 6], "contents_right after size " + size,
                       scenario);
        }

        // SCENARIOS.md's checks: on this instance's fresh solver, sizes 1 to 6 in turn.
        void verifyAllSizes(kiwi::Solver& solver, const std::string& scenario) const {
            for (long k = 0; k < 6; ++k) {
                resize(solver, k);
                verify(k, scenario);
            }
        }
    };

    Instance instantiate() const {
        Instance instance;
        for (const auto& name : names) instance.variables.emplace_back(name);
        for (const auto& edit : edits) instance.edits.push_back({instance.variables[edit.first], edit.second});
        for (const auto& line : lines) {
            std::vector<kiwi::Term> terms;
            for (const auto& term : line.terms) terms.emplace_back(instance.variables[term.second], term.first);
            instance.constraints.emplace_back(kiwi::Expression(terms, line.constant), line.op, line.strength);
        }
        instance.contentsRight = instance.variables[contentsRight];
        return instance;
    }
};

}  // namespace

// The timed region of one A.build sample, out of line and with C linkage so that
// `valgrind --tool=callgrind --toggle-collect=kiwi_bench_build_batch` counts the instructions of
// A.build's timed regions and nothing else (Scripts/kiwi-baseline.sh --callgrind).
extern "C" __attribute__((noinline)) void kiwi_bench_build_batch(const std::vector<EnamlForm::Instance>& instances,
                                                                 std::vector<std::unique_ptr<kiwi::Solver>>& solvers) {
    for (const auto& instance : instances) solvers.push_back(instance.build());
}

// A.resize's timed region, kept out of line for `--toggle-collect` in the same way.
extern "C" __attribute__((noinline)) void kiwi_bench_resize_batch(const EnamlForm::Instance& instance,
                                                                  kiwi::Solver& solver, long steps) {
    for (long k = 0; k < steps; ++k) instance.resize(solver, k);
}

namespace {

void runA(const EnamlForm& form, int samples, int buildBatch) {
    Samples build = measure(samples, [&] {
        std::vector<EnamlForm::Instance> instances;
        for (int i = 0; i < buildBatch; ++i) instances.push_back(form.instantiate());
        std::vector<std::unique_ptr<kiwi::Solver>> solvers;
        solvers.reserve(buildBatch);
        Clock::time_point start = Clock::now();
        kiwi_bench_build_batch(instances, solvers);
        double elapsed = secondsSince(start);
        instances.front().verifyAllSizes(*solvers.front(), "A.build");
        instances.back().verifyAllSizes(*solvers.back(), "A.build");
        return elapsed / buildBatch;
    });
    report("A.build", "37v/111c", "per build", build);

    const long steps = 6000;  // a multiple of 6: every batch ends on size 6
    EnamlForm::Instance instance = form.instantiate();
    std::unique_ptr<kiwi::Solver> solver = instance.build();
    instance.verifyAllSizes(*solver, "A.resize");
    Samples resize = measure(samples, [&] {
        Clock::time_point start = Clock::now();
        kiwi_bench_resize_batch(instance, *solver, steps);
        double elapsed = secondsSince(start);
        instance.verify(steps - 1, "A.resize");
        return elapsed / steps;
    });
    report("A.resize", "37v/111c", "per step", resize);
}

// ---- B, C, D: rows of boxes ----------------------------------------------------------------

struct RowsOfBoxes {
    int n, l;
    kiwi::Variable container;
    std::vector<kiwi::Variable> x, w;
    std::vector<kiwi::Constraint> constraints;  // the 4N constraints in SCENARIOS.md's order

    RowsOfBoxes(int n, int l) : n(n), l(l), container("Wc") {
        x.reserve(n);
        w.reserve(n);
        for (int i = 0; i < n; ++i) {
            x.emplace_back("x" + std::to_string(i));
            w.emplace_back("w" + std::to_string(i));
        }
        constraints.reserve(4 * static_cast<size_t>(n));
        for (int i = 0; i < n; ++i) {
            int j = i % l;
            constraints.push_back(w[i] >= 0);
            constraints.push_back((w[i] == 50) | kiwi::strength::weak);
            if (j == 0) {
                constraints.push_back(x[i] == 10);
            } else {
                constraints.push_back(x[i] == x[i - 1] + w[i - 1] + 8);
                constraints.push_back(w[i] == w[i - 1]);
            }
            if (j == l - 1) constraints.push_back(x[i] + w[i] + 10 == container);
        }
        if (constraints.size() != 4 * static_cast<size_t>(n)) throw CheckFailure("B: expected 4N constraints");
    }

    double initialWidth() const { return 58.0 * l + 12; }

    // B's timed region.
    std::unique_ptr<kiwi::Solver> build() const {
        auto solver = std::make_unique<kiwi::Solver>();
        solver->addEditVariable(container, kiwi::strength::strong);
        solver->suggestValue(container, initialWidth());
        for (const auto& constraint : constraints) solver->addConstraint(constraint);
        solver->updateVariables();
        return solver;
    }

    double valueSum() const {
        double sum = container.value();
        for (int i = 0; i < n; ++i) sum += x[i].value() + w[i].value();
        return sum;
    }

    double expectedSum(double wc) const {
        double length = l, rows = n / l;
        double width = (wc - 20 - 8 * (length - 1)) / length;
        return wc + rows * (length * width + 10 * length + (width + 8) * length * (length - 1) / 2);
    }

    // B's checksum: the listed figure where SCENARIOS.md has one (which must agree with the closed
    // form), the closed form otherwise.
    void verifyBuild(const std::string& scenario) const {
        static const std::map<std::pair<int, int>, double> listed = {
            {{10, 100}, 32692}, {{10, 1000}, 321592}, {{10, 10000}, 3210592},
            {{0, 50}, 76962},   {{0, 100}, 298912},   {{0, 200}, 1177812},
        };
        checkValue(container.value(), initialWidth(), "Wc", scenario);
        double closedForm = expectedSum(initialWidth());
        auto found = listed.find({l == n ? 0 : l, n});
        if (found != listed.end()) {
            checkValue(closedForm, found->second, "closed form vs SCENARIOS.md's listed checksum", scenario);
        }
        checkValue(valueSum(), closedForm, "sum of all values", scenario);
    }
};

std::string sizeLabel(int n) { return "N=" + std::to_string(n); }

void runB(const std::vector<int>& rows, const std::vector<int>& chain, int samples) {
    for (int l : {10, 0}) {
        const char* label = l == 10 ? "B.rows" : "B.chain";
        for (int n : l == 10 ? rows : chain) {
            std::string scenario = std::string(label) + " " + sizeLabel(n);
            Samples result = measure(samples, [&] {
                RowsOfBoxes problem(n, l == 0 ? n : l);
                Clock::time_point start = Clock::now();
                std::unique_ptr<kiwi::Solver> solver = problem.build();
                double elapsed = secondsSince(start);
                problem.verifyBuild(scenario);
                return elapsed;
            });
            report(label, sizeLabel(n), "", result);
        }
    }
}

void runC(const std::vector<int>& rows, int samples) {
    static const std::map<int, double> listed = {{100, 38728.8}, {1000, 380989.8}};
    for (int n : rows) {
        std::string scenario = "C.rows " + sizeLabel(n);
        Samples result = measure(samples, [&] {
            RowsOfBoxes problem(n, 10);
            std::unique_ptr<kiwi::Solver> solver = problem.build();
            problem.verifyBuild(scenario);
            double l = problem.l;
            Clock::time_point start = Clock::now();
            for (int k = 0; k < 1000; ++k) {
                solver->suggestValue(problem.container, l * (50 + 0.02 * k));
                solver->updateVariables();
            }
            double elapsed = secondsSince(start);
            checkValue(problem.container.value(), 699.8, "final Wc", scenario);
            double closedForm = problem.expectedSum(699.8);
            auto found = listed.find(n);
            if (found != listed.end()) {
                checkValue(closedForm, found->second, "closed form vs SCENARIOS.md's listed checksum", scenario);
            }
            checkValue(problem.valueSum(), closedForm, "sum of all values", scenario);
            return elapsed;
        });
        report("C.rows", sizeLabel(n), "per 1,000 steps", result);
    }
}

// SCENARIOS.md's selection for D: K = M / 10 indices by a partial Fisher-Yates shuffle driven by
// a PCG-style 64-bit LCG.
std::vector<int> removalSelection(int m) {
    uint64_t state = 0x853c49e6748fea9bULL;
    auto next = [&] {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return state >> 33;
    };
    int k = m / 10;
    std::vector<int> idx(m);
    for (int i = 0; i < m; ++i) idx[i] = i;
    for (int i = 0; i < k; ++i) {
        int j = i + static_cast<int>(next() % static_cast<uint64_t>(m - i));
        std::swap(idx[i], idx[j]);
    }
    idx.resize(k);
    return idx;
}

void runD(const std::vector<int>& rows, int samples) {
    static const std::map<int, std::vector<int>> prefixes = {{100, {302, 38, 383, 42, 195}},
                                                             {1000, {1502, 3518, 2335, 1826, 3975}}};
    for (int n : rows) {
        std::string scenario = "D.rows " + sizeLabel(n);
        Samples result = measure(samples, [&] {
            RowsOfBoxes problem(n, 10);
            std::vector<int> selection = removalSelection(static_cast<int>(problem.constraints.size()));
            auto prefix = prefixes.find(n);
            if (prefix != prefixes.end() &&
                !std::equal(prefix->second.begin(), prefix->second.end(), selection.begin())) {
                throw CheckFailure("check FAILED in " + scenario + ": the selection's first five indices differ");
            }
            std::vector<kiwi::Constraint> selected;
            for (int i : selection) selected.push_back(problem.constraints[i]);
            std::unique_ptr<kiwi::Solver> solver = problem.build();
            problem.verifyBuild(scenario);
            Clock::time_point start = Clock::now();
            for (const auto& constraint : selected) solver->removeConstraint(constraint);
            for (const auto& constraint : selected) solver->addConstraint(constraint);
            solver->updateVariables();
            double elapsed = secondsSince(start);
            problem.verifyBuild(scenario);
            return elapsed;
        });
        report("D.rows", sizeLabel(n), "per cycle", result);
    }
}

const char* usage =
    "usage: kiwi_bench --enaml FILE [--scenario A,B,C,D] [--samples K] [--full]\n"
    "\n"
    "  --enaml FILE      SCENARIOS.md's enaml_constraints.txt (scenario A's data)\n"
    "  --scenario LIST   scenarios to run (default A,B,C,D)\n"
    "  --samples K       samples per scenario and size (default 5)\n"
    "  --full            also D rows N = 1000 (about 20 s per sample)\n"
    "\n"
    "Sizes: B rows N = 100, 1000; B chain N = 50, 100, 200; C rows N = 100, 1000; D rows N = 100\n"
    "(and 1000 with --full).\n";

int usageError(const std::string& message) {
    std::fprintf(stderr, "kiwi_bench: %s\n\n%s", message.c_str(), usage);
    return 64;
}

}  // namespace

int main(int argc, char** argv) {
    std::string enaml, scenarios = "A,B,C,D";
    int samples = 5;
    bool full = false;
    for (int i = 1; i < argc; ++i) {
        std::string argument = argv[i];
        auto value = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
        if (argument == "--help" || argument == "-h") {
            std::printf("%s", usage);
            return 0;
        } else if (argument == "--enaml") {
            enaml = value();
        } else if (argument == "--scenario") {
            scenarios = value();
        } else if (argument == "--samples") {
            samples = std::atoi(value().c_str());
            if (samples <= 0) return usageError("--samples needs a positive integer");
        } else if (argument == "--full") {
            full = true;
        } else {
            return usageError("unknown argument '" + argument + "'");
        }
    }
    for (char& c : scenarios) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    auto wants = [&](char scenario) { return scenarios.find(scenario) != std::string::npos; };
    if (enaml.empty() && wants('A')) return usageError("--enaml FILE is required for A");

    try {
        std::vector<int> rows = {100, 1000}, chain = {50, 100, 200}, dRows = {100};
        if (full) dRows.push_back(1000);
        if (wants('A')) runA(EnamlForm::load(enaml), samples, 20);
        if (wants('B')) runB(rows, chain, samples);
        if (wants('C')) runC(rows, samples);
        if (wants('D')) runD(dRows, samples);
    } catch (const CheckFailure& failure) {
        std::fprintf(stderr, "kiwi_bench: %s\n", failure.what());
        return 1;
    } catch (const std::exception& error) {
        std::fprintf(stderr, "kiwi_bench: solver error: %s\n", error.what());
        return 2;
    }
    return 0;
}
