// SPDX-License-Identifier: MIT

import AnchorageGallery

/// `"1-basics-phone-ltr-2.svg"`: the file of a run's picture (1-based step).
func pictureFileName(_ run: SceneRun, _ index: Int) -> String {
    "\(run.identifier)-\(index + 1).svg"
}

/// `"1-basics-phone-ltr.html"`: the inspector page of a run.
func inspectorFileName(_ run: SceneRun) -> String {
    "\(run.identifier).html"
}

/// `"1. The basics: … (phone, ltr)"`: an inspector page's title.
func inspectorTitle(_ run: SceneRun) -> String {
    "\(run.scene.number). \(run.scene.title) (\(run.device.name), \(run.direction.shortName))"
}

/// The page that shows every picture, scene by scene, with captions, notes and summaries. SVGs
/// are referenced with `<img>` so that each keeps its own element ids.
func indexPage(_ runs: [SceneRun], text: String) -> String {
    var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Anchorage gallery</title>
        <style>
          body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 2em; color: #222; }
          h2 { margin-top: 2em; border-bottom: 1px solid #ddd; }
          .run { margin: 1em 0 2em; }
          .pictures { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
          figure { margin: 0; }
          figure img { border: 1px solid #ccc; background: #fff; max-height: 560px; }
          figcaption { font-size: 0.85em; max-width: 24em; color: #555; }
          pre { background: #f6f6f6; padding: 0.6em; font-size: 0.8em; overflow-x: auto; }
          .summary { font-weight: 600; }
        </style>
        </head>
        <body>
        <h1>Anchorage gallery</h1>
        <p>Layouts made with the SnapKit DSL and solved by Anchorage, drawn with
        <code>svgSnapshot()</code> (animated ones with <code>svgSnapshot(animated: true)</code>). Hover over a
        box for its name and frame; each layout's inspector page (<code>htmlInspector()</code>) lists every
        view's constraints.</p>

        """
    html += "<p>\(escapeHTML(text))</p>\n"
    var currentScene: Int?
    for run in runs {
        if run.scene.number != currentScene {
            currentScene = run.scene.number
            html += "<h2>\(run.scene.number). \(escapeHTML(run.scene.title))</h2>\n"
        }
        html += "<div class=\"run\">\n<h3>\(run.device.name), \(run.direction.shortName)</h3>\n"
        html += "<p class=\"summary\">\(escapeHTML(run.summary))</p>\n"
        html += "<p><a href=\"\(inspectorFileName(run))\">Inspect this layout</a>: click a view for its frame, "
            + "constraints and ambiguity\(run.pictures.contains(where: \.isAnimated) ? "; scrub the animation" : "").</p>\n"
        html += "<div class=\"pictures\">\n"
        for (index, picture) in run.pictures.enumerated() {
            html += "<figure><img src=\"\(pictureFileName(run, index))\" alt=\"\(escapeHTML(picture.caption))\">"
            html += "<figcaption>\(index + 1). \(escapeHTML(picture.caption))"
            if picture.isAnimated { html += " <em>(animated: plays in a loop)</em>" }
            html += "<details><summary>text snapshot\(picture.isAnimated ? " (mid-animation)" : "")</summary>"
                + "<pre>\(escapeHTML(picture.text))</pre></details>"
            html += "</figcaption></figure>\n"
        }
        html += "</div>\n"
        if !run.notes.isEmpty {
            html += "<pre>\(escapeHTML(run.notes.joined(separator: "\n")))</pre>\n"
        }
        html += "</div>\n"
    }
    html += "</body>\n</html>\n"
    return html
}

/// Escapes text for HTML content and attribute values.
func escapeHTML(_ text: String) -> String {
    var escaped = ""
    for character in text {
        switch character {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        default: escaped.append(character)
        }
    }
    return escaped
}
