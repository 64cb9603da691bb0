// SPDX-License-Identifier: MIT

// The inspector page's style and script, inline so that the page loads nothing. The script only
// reads the page (element ids `view-<n>` in the picture, `detail-<n>` panels, `.node` buttons,
// the timeline's JSON of numbers); no text from the layout passes through it.

extension InspectorPage {
    /// The page's CSS: picture, hierarchy and panel side by side; the selected box outlined.
    static let style = """
        body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 1.5em; color: #222; }
        header h1 { margin: 0 0 0.2em; }
        .summary { color: #555; margin: 0 0 1em; }
        main { display: flex; gap: 1.5em; align-items: flex-start; }
        #picture svg { border: 1px solid #ccc; background: #fff; max-height: 85vh; height: auto; max-width: 100%; }
        #picture svg g { cursor: pointer; }
        #picture svg g.selected > rect:first-of-type { stroke: #ff2d55; stroke-width: 3; fill: #ff2d55; fill-opacity: 0.25; }
        #timeline { margin-top: 0.6em; }
        #timeline input { width: 20em; vertical-align: middle; }
        #hierarchy { min-width: 16em; font-size: 0.85em; }
        #hierarchy ul { list-style: none; padding-left: 1.1em; margin: 0.15em 0; }
        #hierarchy > ul { padding-left: 0; }
        .node { font: inherit; border: 1px solid transparent; background: none; padding: 0.1em 0.3em; cursor: pointer; }
        .node:hover { border-color: #ccc; }
        .node.selected { background: #ff2d55; color: #fff; border-radius: 3px; }
        .frame { color: #777; font-size: 0.9em; }
        .mark.ambiguous, dd.ambiguous { color: #b35c00; font-weight: 600; }
        #details { flex: 1; min-width: 24em; font-size: 0.85em; overflow-x: auto; }
        dl { display: grid; grid-template-columns: max-content auto; gap: 0.2em 1em; }
        dt { font-weight: 600; }
        dd { margin: 0; }
        table.constraints { border-collapse: collapse; width: 100%; }
        table.constraints th, table.constraints td { border: 1px solid #ddd; padding: 0.2em 0.4em; text-align: left; vertical-align: top; }
        table.constraints code { font-size: 0.95em; overflow-wrap: anywhere; }
        table.constraints td:nth-child(2) { min-width: 18em; }
        tr.broken td { background: #ffe3e3; }
        tr.broken td:nth-child(7) { color: #c00; font-weight: 600; }
        pre { white-space: pre-wrap; background: #f6f6f6; padding: 0.4em; margin: 0.2em 0; }
        .none { color: #777; }

        """

    /// The page's script: selecting a view (a click on its box or its name, or `?view=<n>` /
    /// `#view-<n>` on opening) outlines its box and shows its panel; the slider (and `?time=`)
    /// moves the animated boxes to their frames at that time.
    static let script = """
        (function () {
          'use strict';
          var selected = null;
          function byId(id) { return document.getElementById(id); }
          function node(index) { return document.querySelector('.node[data-view="' + index + '"]'); }
          function select(index) {
            if (selected !== null) {
              [byId('view-' + selected), node(selected)].forEach(function (e) { if (e) e.classList.remove('selected'); });
              var old = byId('detail-' + selected);
              if (old) old.hidden = true;
            }
            selected = null;
            var group = byId('view-' + index), detail = byId('detail-' + index);
            if (!group || !detail) return;
            selected = index;
            group.classList.add('selected');
            if (node(index)) node(index).classList.add('selected');
            detail.hidden = false;
            byId('no-selection').hidden = true;
          }
          document.querySelector('#picture svg').addEventListener('click', function (event) {
            var group = event.target.closest('g[id^="view-"]');
            if (group) select(group.id.slice(5));
          });
          document.querySelectorAll('.node').forEach(function (button) {
            button.addEventListener('click', function () { select(button.getAttribute('data-view')); });
          });
          var data = byId('timeline-data'), slider = byId('time');
          var timeline = data ? JSON.parse(data.textContent) : null;
          function show(time) {
            var i = Math.max(0, Math.min(timeline.count - 1, Math.round(time / timeline.step)));
            Object.keys(timeline.views).forEach(function (key) {
              var f = timeline.views[key], group = byId('view-' + key);
              if (!group) return;
              if (key !== '0') group.setAttribute('transform', 'translate(' + f[4 * i] + ' ' + f[4 * i + 1] + ')');
              group.querySelectorAll(':scope > rect:first-of-type, :scope > clipPath > rect').forEach(function (r) {
                r.setAttribute('width', f[4 * i + 2]);
                r.setAttribute('height', f[4 * i + 3]);
              });
            });
            byId('time-label').textContent = (i * timeline.step).toFixed(2) + ' s';
          }
          if (timeline && slider) slider.addEventListener('input', function () { show(parseFloat(slider.value)); });
          var query = new URLSearchParams(location.search);
          if (timeline && slider && query.get('time') !== null) {
            slider.value = query.get('time');
            show(parseFloat(slider.value));
          }
          var initial = query.get('view');
          if (initial === null && location.hash.indexOf('#view-') === 0) initial = location.hash.slice(6);
          if (initial !== null) select(initial);
        })();

        """
}
