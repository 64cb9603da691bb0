// SPDX-License-Identifier: MIT

import Anchorage
import AnchorageGallery
import Foundation

// `swift run anchorage-demo`: lays out the gallery's scenes on a phone and a tablet, prints the
// text snapshots and one summary line per scene, and writes every picture as SVG, an inspector
// page per run (`htmlInspector`) and an index.html that shows and links them all.

/// `"375×812"`.
func dimensions(_ device: Device) -> String {
    "\(Int(device.size.width))×\(Int(device.size.height))"
}

let usage = """
    usage: anchorage-demo [--output DIR] [--scene N] [--all-text] [--model]

    Lays out ten scenes with Anchorage's SnapKit DSL on a phone (\(dimensions(.phone))) and a tablet (\(dimensions(.tablet))),
    left to right and right to left where it matters, and prints a summary line per scene and the
    text snapshots of the phone pictures. Writes one SVG per picture, one inspector page per scene
    run (htmlInspector: click a view for its frame and constraints) and index.html into DIR.
    Labels are measured and drawn in the system font at 17 points when the machine has one
    (Font.systemFont), else with the fixed text model; the first line says which.

      --output DIR   where to write the pictures (default: anchorage-demo-output)
      --scene N      only scene N (1-\(Gallery.scenes.count))
      --all-text     print the tablet's text snapshots too
      --model        measure text with the fixed model even when a system font is found
      --help         show this help

    Scenes:
    \(Gallery.scenes.map { "  \($0.number). \($0.title)" }.joined(separator: "\n"))

    """

struct Options {
    var output = "anchorage-demo-output"
    var scene: Int?
    var allText = false
    var model = false
}

func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var remaining = arguments[...]
    func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("anchorage-demo: \(message)\n\n\(usage)".utf8))
        exit(2)
    }
    while let argument = remaining.popFirst() {
        switch argument {
        case "--help", "-h":
            print(usage, terminator: "")
            exit(0)
        case "--output", "-o":
            guard let value = remaining.popFirst(), !value.isEmpty else { fail("--output needs a directory") }
            options.output = value
        case "--scene":
            guard let value = remaining.popFirst(), let number = Int(value),
                  Gallery.scenes.contains(where: { $0.number == number })
            else { fail("--scene needs a number from 1 to \(Gallery.scenes.count)") }
            options.scene = number
        case "--all-text":
            options.allText = true
        case "--model":
            options.model = true
        default:
            fail("unknown argument \(argument)")
        }
    }
    return options
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
let scenes = Gallery.scenes.filter { options.scene == nil || $0.number == options.scene }
let font = options.model ? nil : Font.systemFont(ofSize: 17)
let text = "text: " + (font == nil && options.model ? "the fixed model (--model)" : Gallery.textDescription(font))
print(text)
print()
var runs: [SceneRun] = []
for scene in scenes {
    print("== \(scene.number). \(scene.title)")
    for device in Gallery.devices {
        for direction in scene.directions {
            let run = scene.run(on: device, direction: direction, font: font)
            runs.append(run)
            let printsText = device.name == "phone" || options.allText
            for (index, picture) in run.pictures.enumerated() where printsText {
                print("-- \(run.identifier) step \(index + 1): \(picture.caption)")
                print(picture.text)
            }
            for note in run.notes where printsText {
                print("   " + note.split(separator: "\n").joined(separator: "\n   "))
            }
            print("\(scene.number). \(device.name) \(direction.shortName): \(run.summary)")
        }
    }
    print()
}

do {
    let directory = URL(fileURLWithPath: options.output, isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for run in runs {
        for (index, picture) in run.pictures.enumerated() {
            let file = directory.appendingPathComponent(pictureFileName(run, index))
            try picture.svg.write(to: file, atomically: true, encoding: .utf8)
        }
        let inspector = directory.appendingPathComponent(inspectorFileName(run))
        try run.root.htmlInspector(title: inspectorTitle(run), diagnostics: run.diagnostics)
            .write(to: inspector, atomically: true, encoding: .utf8)
    }
    let index = directory.appendingPathComponent("index.html")
    try indexPage(runs, text: text).write(to: index, atomically: true, encoding: .utf8)
    let count = runs.reduce(0) { $0 + $1.pictures.count }
    print("Wrote \(count) SVG pictures, \(runs.count) inspector pages and \(index.path) (\(text))")
} catch {
    FileHandle.standardError.write(Data("anchorage-demo: cannot write to \(options.output): \(error.localizedDescription)\n".utf8))
    exit(1)
}
