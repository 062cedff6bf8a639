/* The Play page of the ```{play}``` directive (docs/_ext/play.py).
 *
 * The game is the model itself, games/web.py run by Pyodide from this book's _static folder:
 * this script only draws what it answers and tells it what was clicked. It knows no rule. A
 * move is made by picking its parts on the board (a square, a coin, a card: the boxes the
 * figure marks with data-part) or from the buttons under it (a choice the figure does not
 * draw); a pick that no legal move holds is answered with the rule, in words, by the model.
 */
(function () {
  "use strict";

  var SEATS = [["human", "a person"], ["heuristic", "the computer: rules of thumb"],
               ["search", "the computer: search"]];

  function make(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  function setup(root) {
    var game = root.getAttribute("data-game");
    var base = root.getAttribute("data-static");
    var status = root.querySelector(".play-status");
    var page = null;      // games.web.Page, in Python
    var view = null;      // the last view it answered
    var shownTo = null;   // whose hand the screen last showed (hot-seat)
    // When each stage of the start was done, in ms since the page began, and how long each
    // computer move took (make bench reads them).
    var times = root.playTimes = {};

    function say(text) { status.textContent = text; }

    if (location.protocol === "file:") {
      say("Browsers will not run this game from a file: serve the book (make live, or " +
          "python3 -m http.server -d build/html) and open it at http://127.0.0.1:8000/.");
      return;
    }
    if (root.hasAttribute("data-missing")) {
      say("This book was built without Pyodide, which runs the game here: run make tex " +
          "(it installs Pyodide), then build the book again.");
      return;
    }

    function ask(action, args) {
      var answer = JSON.parse(page.call(action, args === undefined ? "" : JSON.stringify(args)));
      if (answer.error) { throw new Error(answer.error); }
      return answer;
    }

    // -- the page's parts ---------------------------------------------------------------
    var form = make("form", {"class": "play-setup", "aria-label": "A new game"});
    var table = make("div", {"class": "play-table", hidden: ""});
    var cover = make("div", {"class": "play-cover", hidden: ""});
    var coverText = make("p");
    var coverButton = make("button", {type: "button"});
    cover.append(coverText, coverButton);
    var heading = make("p", {"class": "play-heading", "aria-live": "polite"});
    var board = make("div", {"class": "play-board"});
    var message = make("p", {"class": "play-message", role: "alert"});
    var choices = make("div", {"class": "play-choices", role: "group",
                               "aria-label": "Choices for the move"});
    var listing = make("div", {"class": "play-moves", role: "group",
                               "aria-label": "Legal moves"});
    var actions = make("div", {"class": "play-actions"});
    var undo = make("button", {type: "button", "class": "play-undo"}, "Undo my last move");
    var clear = make("button", {type: "button", "class": "play-clear"}, "Clear my picks");
    var save = make("button", {type: "button", "class": "play-save"}, "Save the record");
    var again = make("button", {type: "button", "class": "play-new"}, "New game");
    actions.append(undo, clear, save, again);
    var logHead = make("p", {"class": "play-log-head"}, "The moves so far");
    var log = make("ol", {"class": "play-log"});
    table.append(heading, cover, board, message, choices, listing, actions, logHead, log);
    root.append(form, table);

    // -- the start -------------------------------------------------------------------------
    function buildForm(chapter) {
      form.textContent = "";
      form.append(make("p", {"class": "play-heading"}, "A new game of " + chapter.title));
      var count = make("select", {"class": "play-count", id: game + "-count"});
      chapter.counts.forEach(function (n) { count.append(make("option", {value: n}, n)); });
      var countLabel = make("label", {"for": game + "-count"}, "Players ");
      countLabel.append(count);
      var seats = make("div", {"class": "play-seats"});
      function drawSeats() {
        seats.textContent = "";
        for (var i = 0; i < parseInt(count.value, 10); i++) {
          var id = game + "-seat-" + i;
          var select = make("select", {id: id, "class": "play-seat"});
          SEATS.forEach(function (s) { select.append(make("option", {value: s[0]}, s[1])); });
          select.value = i === 0 ? "human" : "heuristic";
          var label = make("label", {"for": id}, "Seat " + (i + 1) + " ");
          label.append(select);
          seats.append(label);
        }
      }
      count.addEventListener("change", drawSeats);
      form.append(countLabel, seats);
      chapter.variants.forEach(function (v, i) {
        var id = game + "-variant-" + i;
        var box = make("input", {type: "checkbox", id: id, value: v[0], "class": "play-variant"});
        var label = make("label", {"for": id}, " " + v[0] + ": " + v[1]);
        label.prepend(box);
        var line = make("p");
        line.append(label);
        form.append(line);
      });
      chapter.setup.forEach(function (field) {  // the rest of the setup: key, default, allows
        var id = game + "-option-" + field[0];
        var box = make("input", {type: "text", id: id, value: field[1], "class": "play-option",
                                 "data-key": field[0], "data-default": field[1]});
        var label = make("label", {"for": id}, field[0] + " (" + field[2] + ") ");
        label.append(box);
        var line = make("p");
        line.append(label);
        form.append(line);
      });
      var seed = make("input", {type: "number", min: "0", max: "1000000000", value: "1",
                                id: game + "-seed", "class": "play-seed"});
      var seedLabel = make("label", {"for": game + "-seed"}, "Deal (a number) ");
      seedLabel.append(seed);
      form.append(seedLabel);
      var start = make("button", {type: "submit", "class": "play-start"}, "Start");
      var loadLabel = make("label", {"class": "play-load"}, "Or go on from a record: ");
      var file = make("input", {type: "file", accept: ".rec,.txt,text/plain",
                                "class": "play-file"});
      loadLabel.append(file);
      form.append(start, loadLabel);
      count.value = String(chapter.counts[0]);
      drawSeats();
      form.addEventListener("submit", function (event) {
        event.preventDefault();
        var agents = Array.prototype.map.call(form.querySelectorAll(".play-seat"),
                                              function (s) { return s.value; });
        var variants = Array.prototype.filter.call(form.querySelectorAll(".play-variant"),
          function (b) { return b.checked; }).map(function (b) { return b.value; });
        var options = Array.prototype.filter.call(form.querySelectorAll(".play-option"),
          function (b) { return b.value.trim() !== b.getAttribute("data-default"); })
          .map(function (b) { return [b.getAttribute("data-key"), b.value.trim()]; });
        begin("new", {players: parseInt(count.value, 10), agents: agents, variants: variants,
                      options: options, seed: parseInt(seed.value, 10) || 0});
      });
      file.addEventListener("change", function () {
        if (!file.files.length) { return; }
        file.files[0].text().then(function (text) {
          var agents = view ? view.agents : null;
          begin("load", {text: text, agents: null, seed: 0}, agents);
          file.value = "";
        });
      });
    }

    function begin(action, args) {
      try {
        show(ask(action, args));
        form.hidden = true;
        table.hidden = false;
        say("");
        if (!times.table) { stage("table"); }  // the first game's first view
      } catch (error) {
        say(error.message);  // one line, as the command line gives it; nothing changed
      }
    }

    // -- a view ----------------------------------------------------------------------------
    function show(answer) {
      view = answer;
      message.textContent = "";
      var seat = view.toMove;
      var who = seat === null ? null : view.players[seat];
      heading.textContent = view.over
        ? "The game is over: " + view.outcome + ". " +
          view.tallies.map(function (t) { return t[0] + " " + t[1]; }).join(", ") + "."
        : who + (view.people.indexOf(seat) >= 0 ? " to move." : " (the computer) to move.") +
          " " + view.summary;
      var handOver = view.hidden && view.people.length > 1 && view.viewer !== null &&
                     shownTo !== null && shownTo !== view.viewer;
      if (handOver) {
        board.hidden = choices.hidden = listing.hidden = log.hidden = logHead.hidden = true;
        cover.hidden = false;
        var name = view.players[view.viewer];
        coverText.textContent = "Pass the screen to " + name + ": what follows is for " +
                                name + "'s eyes only.";
        coverButton.textContent = "I am " + name + ": show my view";
        coverButton.focus();
        return;
      }
      reveal();
    }

    function reveal() {
      cover.hidden = true;
      board.hidden = choices.hidden = listing.hidden = log.hidden = logHead.hidden = false;
      shownTo = view.viewer;
      log.textContent = "";  // the moves as this seat was told them
      view.log.forEach(function (line) { log.append(make("li", {}, line)); });
      board.innerHTML = view.svg.replace(/^<\?xml[^>]*>\s*/, "");
      Array.prototype.forEach.call(board.querySelectorAll("[data-part]"), function (box) {
        var key = box.getAttribute("data-part");
        var title = box.querySelector("title");
        box.setAttribute("role", "button");
        box.setAttribute("aria-label", title ? title.textContent : key);
        box.addEventListener("click", function () { pick(key); });
        box.addEventListener("keydown", function (event) {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            pick(key);
          }
        });
      });
      undo.disabled = !view.log.length;
      mark(view.choice);
      if (!view.over && view.people.indexOf(view.toMove) < 0) {
        say(view.players[view.toMove] + " (the computer) is thinking…");
        window.setTimeout(function () {
          var began = performance.now();
          try {
            var answer = ask("computer");
            (times.computer = times.computer || []).push(Math.round(performance.now() - began));
            show(answer);
            say("");
          } catch (error) { say(error.message); }
        }, 30);
      }
    }

    // The choice so far (games.web.Table.choice): the targets of the next pick, on the board
    // (a box the figure drew) or as buttons, what was picked, and the legal moves still open.
    function mark(choice) {
      var next = {};
      var picked = {};
      (choice ? choice.targets : []).forEach(function (t) { next[t[0]] = t[1]; });
      (choice ? choice.picked : []).forEach(function (t) { picked[t[0]] = t[1]; });
      var onBoard = {};
      Array.prototype.forEach.call(board.querySelectorAll("[data-part]"), function (box) {
        var key = box.getAttribute("data-part");
        onBoard[key] = true;
        box.classList.toggle("target", key in next);
        box.classList.toggle("picked", key in picked);
        box.setAttribute("aria-pressed", key in picked ? "true" : "false");
        box.setAttribute("tabindex", key in next || key in picked ? "0" : "-1");
      });
      choices.textContent = "";
      Object.keys(next).forEach(function (key) {
        if (onBoard[key]) { return; }
        var button = make("button", {type: "button", "class": "play-part", "data-key": key},
                          next[key]);
        button.addEventListener("click", function () { pick(key); });
        choices.append(button);
      });
      Object.keys(picked).forEach(function (key) {
        if (onBoard[key]) { return; }
        var button = make("button", {type: "button", "class": "play-part picked",
                                     "aria-pressed": "true", "data-key": key},
                          "✓ " + picked[key]);
        button.addEventListener("click", function () { pick(key); });
        choices.append(button);
      });
      listing.textContent = "";
      clear.disabled = !(choice && choice.picked.length);
      if (!choice || !choice.open) { return; }
      var n = choice.open;
      listing.append(make("p", {}, n + " legal move" + (n > 1 ? "s" : "") +
        (choice.picked.length ? " with what you picked:"
                              : ": pick on the board, or choose one here.")));
      choice.listed.forEach(function (item) {
        var button = make("button", {type: "button", "class": "play-move"}, item[1]);
        button.addEventListener("click", function () { answered(ask("choose", {number: item[0]})); });
        listing.append(button);
      });
      if (n > choice.listed.length) {
        listing.append(make("p", {}, "… and " + (n - choice.listed.length) + " more."));
      }
    }

    // What a pick or a choice answered: a move made (a whole view), or the choice narrowed.
    function answered(answer) {
      if (answer.svg !== undefined) {
        show(answer);
        return;
      }
      mark(answer.choice);
      message.textContent = answer.message || "";
    }

    function pick(key) {
      if (view.over) { return; }
      message.textContent = "";
      try {
        answered(ask("pick", {key: key}));
      } catch (error) {
        message.textContent = error.message;
      }
    }

    coverButton.addEventListener("click", reveal);
    clear.addEventListener("click", function () {
      message.textContent = "";
      answered(ask("clear"));
    });
    undo.addEventListener("click", function () { shownTo = null; show(ask("undo")); });
    again.addEventListener("click", function () {
      table.hidden = true;
      form.hidden = false;
      shownTo = null;
    });
    save.addEventListener("click", function () {
      var text = ask("record").record;
      var link = make("a", {download: game.replace(/_/g, "-") + ".rec",
                            href: URL.createObjectURL(new Blob([text], {type: "text/plain"}))});
      document.body.append(link);
      link.click();
      link.remove();
      say("Saved " + view.log.length + " moves as a record (rulebook replay reads it).");
    });

    // -- Pyodide ---------------------------------------------------------------------------
    function stage(name) { times[name] = Math.round(performance.now()); }
    say("Loading the game: its rules run here, in the book's own Python…");
    var script = make("script", {src: base + "pyodide/pyodide.js"});
    script.addEventListener("error", function () {
      say("Pyodide could not be loaded from this book (" + base + "pyodide/).");
    });
    script.addEventListener("load", function () {
      stage("script");
      window.loadPyodide({indexURL: base + "pyodide/", fullStdLib: false}).then(function (py) {
        stage("pyodide");
        return fetch(base + "play/games.zip").then(function (response) {
          if (!response.ok) { throw new Error("games.zip: " + response.status); }
          return response.arrayBuffer();
        }).then(function (zip) {
          py.unpackArchive(zip, "zip");
          stage("unpacked");
          py.globals.set("GAME", game);
          page = py.runPython("from games.web import Page\nPage(GAME)");
          stage("imported");
          buildForm(ask("chapter"));
          stage("form");
          var query = new URLSearchParams(location.search);
          if (query.get("record")) {  // "play from here", on a viewer's frame
            begin("example", {record: query.get("record"),
                              at: parseInt(query.get("at"), 10) || 0});
          } else {
            say("");
          }
          root.classList.add("play-ready");
        });
      }).catch(function (error) {
        say("The game could not start: " + error.message);
      });
    });
    document.head.append(script);
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll(".rulebook-play"), setup);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
