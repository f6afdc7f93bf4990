extension ReportPage {
    /// The page's script: sliders, hover, click, `#width=W`, `#focus=N` and `#selftest`.
    ///
    /// It writes nothing to the console; the browser check (tools/check-report-in-browser.sh)
    /// treats any console line as a failure.
    static let script = #"""
        (function () {
          "use strict";
          var errors = [];
          window.addEventListener("error", function (event) { errors.push(String(event.message)); });
          var data = JSON.parse(document.getElementById("report-data").textContent);
          var params = {};
          location.hash.replace(/^#/, "").split("&").forEach(function (part) {
            if (!part) { return; }
            var pair = part.split("=");
            params[decodeURIComponent(pair[0])] = pair.length > 1 ? decodeURIComponent(pair[1]) : "";
          });
          var sections = Array.prototype.slice.call(document.querySelectorAll("section.model"));

          function esc(text) {
            return String(text).replace(/[&<>"']/g, function (c) {
              return { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;" }[c];
            });
          }
          function number(value) {
            if (typeof value !== "number") { return String(value); }
            return String(Math.round(value * 1000) / 1000);
          }
          function frameText(text) {
            if (!text) { return "none"; }
            var v = text.split(" ");
            return "x " + v[0] + ", y " + v[1] + ", w " + v[2] + ", h " + v[3];
          }
          function modelOf(section) { return data.models[Number(section.getAttribute("data-model"))]; }
          function stepOf(section) { return modelOf(section).steps[Number(section.getAttribute("data-step"))]; }

          function show(section, index) {
            var model = modelOf(section);
            var step = model.steps[index];
            if (!step) { return; }
            section.setAttribute("data-step", String(index));
            section.querySelector("input.slider").value = String(index);
            section.querySelector("output.width").textContent = number(step.width);
            var picture = section.querySelector(".picture");
            if (step.svg !== null && step.svg !== undefined) {
              picture.innerHTML = step.svg;
            } else {
              picture.innerHTML = "<p class=\"error\">" + esc(step.error || "no picture") + "</p>";
            }
            section.querySelector(".step-summary").textContent = step.error ? "an engine failed at this width" :
              step.views + " views compared, " + (step.differ ? step.differ + " differ, max Δ " + number(step.maxDiff) + " pt" : "engines agree");
            var selected = section.getAttribute("data-selected");
            if (selected !== null) {
              var box = findBox(section, selected);
              if (box) { select(section, box); } else { section.querySelector(".rows").textContent = "View " + selected + " is not drawn at this width."; }
            }
          }
          function findBox(section, path) {
            var boxes = section.querySelectorAll(".picture rect.box");
            for (var i = 0; i < boxes.length; i++) { if (boxes[i].getAttribute("data-path") === path) { return boxes[i]; } }
            return null;
          }
          function boxAt(target) { return target && target.closest ? target.closest("rect.box") : null; }

          function hover(section, box) {
            var svg = box.ownerSVGElement;
            var base = svg ? svg.getAttribute("data-engine") : "layout";
            var other = base === "negotiation" ? "constraints" : "negotiation";
            var d = function (name) { return box.getAttribute("data-" + name); };
            var rows = [["path", d("path")], ["kind", d("kind")]];
            if (d("id")) { rows.push(["id", d("id")]); }
            rows.push(["source", d("source") ? modelOf(section).name + ":" + d("source") : "(not from a file)"]);
            rows.push([base, frameText(d("frame"))]);
            if (d("render")) { rows.push(["drawn at", frameText(d("render"))]); }
            rows.push([other, d("other") ? frameText(d("other")) : "the same frame (within 0.01 pt)"]);
            if (d("diff")) { rows.push(["Δ", d("diff") + " pt"]); }
            section.querySelector(".hover").innerHTML = "<dl>" + rows.map(function (r) {
              var cls = r[0] === "Δ" ? " class=\"differs\"" : "";
              return "<dt>" + esc(r[0]) + "</dt><dd" + cls + ">" + esc(r[1]) + "</dd>";
            }).join("") + "</dl>";
          }

          function select(section, box) {
            var previous = section.querySelectorAll(".picture rect.box.selected");
            for (var i = 0; i < previous.length; i++) { previous[i].classList.remove("selected"); }
            box.classList.add("selected");
            var path = box.getAttribute("data-path");
            section.setAttribute("data-selected", path);
            var model = modelOf(section);
            var step = stepOf(section);
            var panel = section.querySelector(".rows");
            if (!step || step.piece === null || step.piece === undefined) {
              panel.textContent = "No compiled program at this width.";
              return;
            }
            var piece = model.pieces[step.piece];
            var mine = piece.rows.filter(function (row) { return row.origin.indexOf(path + " ") === 0; });
            var head = "<div><b>" + esc(box.getAttribute("data-kind")) + " " + esc(path) + "</b>: " + mine.length +
              " of " + piece.rows.length + " rows of the program for " + esc(piece.range) + "</div>";
            if (mine.length === 0) {
              panel.innerHTML = head + "<div>No row is written for this view: its frame is an affine function of the window, placed by its parent's rows.</div>";
              return;
            }
            panel.innerHTML = head + "<ul>" + mine.map(function (row) {
              return "<li>" + esc(row.text) + "<span>" + esc(row.origin) + "</span></li>";
            }).join("") + "</ul>";
          }

          sections.forEach(function (section) {
            var model = modelOf(section);
            var slider = section.querySelector("input.slider");
            slider.addEventListener("input", function () { show(section, Number(slider.value)); });
            var picture = section.querySelector(".picture");
            picture.addEventListener("mouseover", function (event) { var box = boxAt(event.target); if (box) { hover(section, box); } });
            picture.addEventListener("click", function (event) { var box = boxAt(event.target); if (box) { select(section, box); } });
            var index = model.initialStep;
            if (params.width !== undefined) {
              var target = Number(params.width);
              model.steps.forEach(function (step, i) {
                if (Math.abs(step.width - target) < Math.abs(model.steps[index].width - target)) { index = i; }
              });
            }
            show(section, index);
          });
          if (params.focus !== undefined) {
            document.getElementById("summary").classList.add("hidden");
            sections.forEach(function (section, i) {
              var named = modelOf(section).name === params.focus || String(i) === params.focus;
              section.classList.toggle("hidden", !named);
              if (named && params.select !== undefined) {
                var box = findBox(section, params.select);
                if (box) { hover(section, box); select(section, box); }
              }
            });
          }

          function boxFrames(root) {
            return Array.prototype.map.call(root.querySelectorAll("rect.box"), function (box) {
              return box.getAttribute("data-path") + "=" + box.getAttribute("data-frame");
            }).join(";");
          }
          function selftest() {
            var report = { models: sections.length, moved: 0, hovered: 0, rowsShown: 0, failures: [] };
            var parser = new DOMParser();
            sections.forEach(function (section) {
              var model = modelOf(section);
              var slider = section.querySelector("input.slider");
              var last = model.steps.length - 1;
              var move = function (index) { slider.value = String(index); slider.dispatchEvent(new Event("input", { bubbles: true })); };
              move(0);
              var before = boxFrames(section.querySelector(".picture"));
              move(last);
              var after = boxFrames(section.querySelector(".picture"));
              var lastSvg = model.steps[last].svg;
              if (lastSvg) {
                var expected = boxFrames(parser.parseFromString(lastSvg, "image/svg+xml"));
                if (after !== expected) { report.failures.push(model.name + ": after the slider moved, the boxes are not those of width " + model.steps[last].width); }
              }
              if (before !== after) {
                report.moved += 1;
              } else if (model.steps[0].svg !== lastSvg) {
                report.failures.push(model.name + ": the slider moved but the boxes did not");
              }
              var box = section.querySelector(".picture rect.box");
              if (!box) { report.failures.push(model.name + ": no box drawn"); return; }
              box.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
              if (section.querySelector(".hover").textContent.indexOf(box.getAttribute("data-kind")) < 0) {
                report.failures.push(model.name + ": hover shows nothing");
              } else {
                report.hovered += 1;
              }
              box.dispatchEvent(new MouseEvent("click", { bubbles: true }));
              var rows = section.querySelectorAll(".rows li").length;
              if (rows > 0) { report.rowsShown += 1; }
              if (section.querySelector(".rows").textContent.indexOf("Click a box") >= 0) {
                report.failures.push(model.name + ": clicking a box shows no rows");
              }
              move(model.initialStep);
            });
            if (report.moved === 0) { report.failures.push("no model's boxes moved"); }
            report.errors = errors.slice();
            var pass = report.failures.length === 0 && errors.length === 0;
            var out = document.createElement("pre");
            out.id = "selftest";
            out.textContent = (pass ? "SELFTEST PASS " : "SELFTEST FAIL ") + JSON.stringify(report);
            document.body.insertBefore(out, document.body.firstChild);
          }
          if (params.selftest !== undefined) { selftest(); }
        })();
        """#
}
