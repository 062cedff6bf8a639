/* The step-through viewer of the ```{stepper}``` directive (docs/_ext/stepper.py).
 *
 * Each viewer names its record in data-steps; the record's steps.js, loaded by a script tag
 * right after the viewer, puts its steps in window.rulebookSteps. Plain script, no modules and
 * no fetch, so a page opened from file:// works. Without script the viewer shows the start.
 */
(function () {
  "use strict";

  function setup(root) {
    var data = (window.rulebookSteps || {})[root.getAttribute("data-steps")];
    if (!data) {
      return;
    }
    var steps = data.steps;
    var last = steps.length - 1;
    var base = root.getAttribute("data-base");
    var at = 0;
    function part(name) {
      return root.querySelector(".stepper-" + name);
    }
    var frame = part("frame");
    // The player's edition tells the moves in words only: no notation, in the text or the
    // frame's description.
    var wordsOnly = root.hasAttribute("data-words-only");
    var notation = part("notation");
    var slider = part("slider");
    var ends = {first: part("first"), back: part("back"),
                forward: part("forward"), last: part("last")};

    function alt(step) {
      var where = !step.number ? "the start"
          : "after move " + step.number + (wordsOnly ? "" : " (" + step.notation + ")");
      return data.title + ", " + where + ". " + step.summary;
    }

    function show(n) {
      at = Math.max(0, Math.min(last, n));
      var step = steps[at];
      frame.src = base + step.frame;
      part("zoom").href = base + step.frame;
      frame.alt = alt(step);
      part("count").textContent = at ? "Move " + at + " of " + last : "Start (of " + last + " moves)";
      if (notation) {
        notation.textContent = step.notation;
        notation.hidden = !step.notation;
      }
      part("words").textContent = step.words;
      part("summary").textContent = step.summary;
      part("mark").textContent = step.marks.map(function (m) { return m[1]; }).join(" ");
      var play = root.querySelector(".stepper-play a");
      if (play) {  // "play from here": the Play page, at this position
        play.href = play.getAttribute("data-href") + "&at=" + at;
      }
      slider.value = String(at);
      slider.setAttribute("aria-valuetext", at ? "move " + at + " of " + last : "start");
      // aria-disabled rather than disabled: a button keeps the focus (and the arrow keys
      // keep working) when it reaches the end.
      [ends.first, ends.back].forEach(function (b) { b.setAttribute("aria-disabled", at === 0); });
      [ends.forward, ends.last].forEach(function (b) { b.setAttribute("aria-disabled", at === last); });
      if (at < last) {
        new Image().src = base + steps[at + 1].frame;
      }
    }

    ends.first.addEventListener("click", function () { show(0); });
    ends.back.addEventListener("click", function () { show(at - 1); });
    ends.forward.addEventListener("click", function () { show(at + 1); });
    ends.last.addEventListener("click", function () { show(last); });
    slider.addEventListener("input", function () { show(parseInt(slider.value, 10)); });
    root.addEventListener("keydown", function (event) {
      if (event.target === slider || event.altKey || event.ctrlKey || event.metaKey) {
        return;  // the slider moves itself with the arrow keys
      }
      var to = {ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last}[event.key];
      if (to !== undefined) {
        event.preventDefault();
        show(to);
      }
    });
    part("controls").hidden = false;
    root.classList.add("stepper-ready");
    show(0);
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll(".stepper[data-steps]"), setup);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
