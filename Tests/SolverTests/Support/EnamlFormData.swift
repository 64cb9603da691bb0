// SPDX-License-Identifier: MIT

import AnchorageSolver

// Scenario A's data (shared/bench/SCENARIOS.md, the same file the benchmark bundles), embedded
// so the solver tests need no resources. Its header, kept verbatim:
// Scenario A data: the 'enaml-like' constraint system of nucleic/kiwi
// benchmarks/enaml_like_benchmark.cpp (kiwi is BSD-3-Clause, (c) Nucleic Development Team),
// transcribed into this neutral line format. Format:
//   var <name>                       -- create variables in this order (creation order = id order)
//   edit <name> <strength> <value>   -- addEditVariable(name, value) before any constraint
//   c <strength> <value> <OP> <constant> <coef> <var> [<coef> <var> ...]
//     meaning: sum(coef*var) + constant OP 0, OP in EQ/GE/LE, added in file order

/// The enaml-like form: 37 variables, 2 edit variables, 111 constraints, one per line.
let enamlFormData = """
var width
var height
var left
var top
var contents_top
var contents_bottom
var contents_left
var contents_right
var midline
var ctleft
var ctheight
var cttop
var ctwidth
var lb1left
var lb1height
var lb1top
var lb1width
var lb2left
var lb2height
var lb2top
var lb2width
var lb3left
var lb3height
var lb3top
var lb3width
var fl1left
var fl1height
var fl1top
var fl1width
var fl2left
var fl2height
var fl2top
var fl2width
var fl3left
var fl3height
var fl3top
var fl3width
edit width strong 1000000
edit height strong 1000000
c required 1001001000 GE 0 1 left
c medium 1000 EQ 0 1 height
c required 1001001000 GE 0 1 top
c required 1001001000 GE 0 1 width
c required 1001001000 GE 0 1 height
c required 1001001000 EQ -10 -1 top 1 contents_top
c strong 1000000 EQ -16 1 lb3height
c strong 1000000 GE -16 1 lb3height
c required 1001001000 GE 0 1 ctleft
c required 1001001000 GE 0 1 cttop
c required 1001001000 GE 0 1 ctwidth
c required 1001001000 GE 0 1 ctheight
c required 1001001000 GE 0 1 fl3left
c smedium 100000 GE -24 1 ctheight
c smedium 100000 LE -16777200 1 ctwidth
c smedium 100000 LE -24 1 ctheight
c required 1001001000 GE 0 1 fl3top
c required 1001001000 GE 0 1 fl3width
c required 1001001000 GE 0 1 fl3height
c weak 1 EQ -67 1 lb1width
c required 1001001000 GE 0 1 lb2width
c required 1001001000 GE 0 1 lb2height
c required 1001001000 GE 0 1 fl2height
c required 1001001000 GE 0 1 lb3left
c strong 1000000 GE -125 1 fl2width
c strong 1000000 EQ -21 1 fl2height
c strong 1000000 GE -21 1 fl2height
c required 1001001000 GE 0 1 lb3top
c required 1001001000 GE 0 1 lb3width
c required 1001001000 GE 0 1 fl1left
c required 1001001000 GE 0 1 fl1width
c strong 1000000 GE -67 1 lb1width
c required 1001001000 GE 0 1 fl2left
c weak 1 EQ -66 1 lb2width
c strong 1000000 GE -66 1 lb2width
c strong 1000000 EQ -16 1 lb2height
c required 1001001000 GE 0 1 fl1height
c required 1001001000 GE 0 1 fl1top
c required 1001001000 GE 0 1 lb2top
c mmedium 1250 EQ -10 -1 lb2top 1 lb3top -1 lb2height
c required 1001001000 GE -10 -1 lb3top -1 lb3height 1 fl3top
c mmedium 1250 EQ -10 -1 lb3top -1 lb3height 1 fl3top
c mmedium 1250 EQ 0 1 contents_bottom -1 fl3height -1 fl3top
c required 1001001000 GE 0 1 fl1top -1 contents_top
c mmedium 1250 EQ 0 1 fl1top -1 contents_top
c required 1001001000 GE 0 1 contents_bottom -1 fl3height -1 fl3top
c required 1001001000 EQ 10 -1 left -1 width 1 contents_right
c required 1001001000 EQ 10 -1 top -1 height 1 contents_bottom
c required 1001001000 EQ -10 -1 left 1 contents_left
c mmedium 1250 EQ 0 1 lb3left -1 contents_left
c strong 1000000 EQ 0 1 fl1left -1 midline
c strong 1000000 EQ 0 1 fl2left -1 midline
c strong 1000000 EQ 0 1 ctleft -1 midline
c strong 1000000 EQ 0 1 fl1top 0.5 fl1height -1 lb1top -0.5 lb1height
c required 1001001000 GE 0 1 lb1left -1 contents_left
c mmedium 1250 EQ 0 1 lb1left -1 contents_left
c required 1001001000 GE -10 -1 lb1left 1 fl1left -1 lb1width
c mmedium 1250 EQ -10 -1 lb1left 1 fl1left -1 lb1width
c required 1001001000 GE 0 -1 fl1left 1 contents_right -1 fl1width
c medium 1000 EQ 0 1 width
c required 1001001000 GE -10 -1 fl1top 1 fl2top -1 fl1height
c mmedium 1250 EQ -10 -1 fl1top 1 fl2top -1 fl1height
c required 1001001000 GE -10 1 cttop -1 fl2top -1 fl2height
c required 1001001000 GE -10 -1 ctheight -1 cttop 1 fl3top
c required 1001001000 GE 0 1 contents_bottom -1 fl3height -1 fl3top
c mmedium 1250 EQ -10 1 cttop -1 fl2top -1 fl2height
c mmedium 1250 EQ 0 -1 fl1left 1 contents_right -1 fl1width
c strong 1000000 EQ 0 -1 lb2top -0.5 lb2height 1 fl2top 0.5 fl2height
c required 1001001000 GE 0 -1 contents_left 1 lb2left
c mmedium 1250 EQ 0 -1 contents_left 1 lb2left
c required 1001001000 GE -10 1 fl2left -1 lb2width -1 lb2left
c mmedium 1250 EQ -10 -1 ctheight -1 cttop 1 fl3top
c mmedium 1250 EQ 0 1 contents_bottom -1 fl3height -1 fl3top
c required 1001001000 GE 0 1 lb1top
c required 1001001000 GE 0 1 lb1width
c required 1001001000 GE 0 1 lb1height
c mmedium 1250 EQ -10 1 fl2left -1 lb2width -1 lb2left
c mmedium 1250 EQ 0 -1 fl2left -1 fl2width 1 contents_right
c required 1001001000 GE 0 -1 fl2left -1 fl2width 1 contents_right
c required 1001001000 GE 0 1 lb3left -1 contents_left
c required 1001001000 GE 0 1 lb1left
c strong 1000000 EQ 0 0.5 ctheight 1 cttop -1 lb3top -0.5 lb3height
c required 1001001000 GE -10 1 ctleft -1 lb3left -1 lb3width
c required 1001001000 GE 0 -1 ctwidth -1 ctleft 1 contents_right
c mmedium 1250 EQ -10 1 ctleft -1 lb3left -1 lb3width
c required 1001001000 GE 0 1 fl3left -1 contents_left
c mmedium 1250 EQ 0 1 fl3left -1 contents_left
c mmedium 1250 EQ 0 -1 ctwidth -1 ctleft 1 contents_right
c mmedium 1250 EQ 0 -1 fl3left 1 contents_right -1 fl3width
c required 1001001000 GE 0 -1 contents_top 1 lb1top
c mmedium 1250 EQ 0 -1 contents_top 1 lb1top
c required 1001001000 GE 0 -1 fl3left 1 contents_right -1 fl3width
c required 1001001000 GE -10 1 lb2top -1 lb1top -1 lb1height
c required 1001001000 GE -10 -1 lb2top 1 lb3top -1 lb2height
c mmedium 1250 EQ -10 1 lb2top -1 lb1top -1 lb1height
c strong 1000000 EQ -21 1 fl1height
c strong 1000000 GE -21 1 fl1height
c required 1001001000 GE 0 1 lb2left
c strong 1000000 GE -16 1 lb2height
c required 1001001000 GE 0 1 fl2top
c required 1001001000 GE 0 1 fl2width
c strong 1000000 GE -16 1 lb1height
c strong 1000000 EQ -16 1 lb1height
c strong 1000000 GE -125 1 fl3width
c strong 1000000 EQ -21 1 fl3height
c strong 1000000 GE -21 1 fl3height
c required 1001001000 GE 0 1 lb3height
c smedium 100000 GE -119 1 ctwidth
c weak 1 EQ -24 1 lb3width
c strong 1000000 GE -24 1 lb3width
c strong 1000000 GE -125 1 fl1width
"""

/// The enaml form, parsed: fresh variables and constraint objects.
struct EnamlForm {
    var variables: [Variable] = []
    var edits: [(variable: Variable, strength: Strength)] = []
    var constraints: [LinearConstraint] = []

    func variable(_ name: String) -> Variable { variables.first { $0.name == name }! }

    init() {
        var byName: [String: Variable] = [:]
        for line in enamlFormData.split(separator: "\n") {
            let f = line.split(separator: " ").map(String.init)
            // kiwi's strength value gives the level; "required" is the required strength.
            func strength(_ name: String, _ value: String) -> Strength { name == "required" ? .required : Strength(Double(value)!) }
            switch f[0] {
            case "var":
                let v = Variable(f[1])
                byName[f[1]] = v
                variables.append(v)
            case "edit":
                edits.append((byName[f[1]]!, strength(f[2], f[3])))
            default:
                var terms: [Term] = []
                for i in stride(from: 5, to: f.count, by: 2) { terms.append(Term(byName[f[i + 1]]!, coefficient: Double(f[i])!)) }
                let relation: Relation = f[3] == "EQ" ? .equal : f[3] == "GE" ? .greaterThanOrEqual : .lessThanOrEqual
                constraints.append(LinearConstraint(LinearExpression(terms, constant: Double(f[4])!), relation, strength: strength(f[1], f[2])))
            }
        }
    }
}
