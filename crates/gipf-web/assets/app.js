// gipfbot's pages: the light/dark switch on every page; on a game's page, stepping through
// the game (buttons, arrow keys, the move list) and following it live (server-sent events).
"use strict";
(function () {
  var root = document.documentElement;
  var stored = null;
  try { stored = localStorage.getItem("gipf-theme"); } catch (e) { /* private mode */ }
  var dark = stored ? stored === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
  function applyTheme() {
    root.classList.toggle("dark", dark);
    root.classList.toggle("light", !dark);
  }
  applyTheme();
  var switcher = document.getElementById("theme");
  if (switcher) {
    switcher.addEventListener("click", function () {
      dark = !dark;
      try { localStorage.setItem("gipf-theme", dark ? "dark" : "light"); } catch (e) { /* ignore */ }
      applyTheme();
      if (game) { game.show(game.ply); }
    });
  }

  var body = document.body;
  var slug = body.getAttribute("data-slug");
  var game = null;
  if (!slug) { return; }

  var board = document.getElementById("board");
  var where = document.getElementById("where");
  var list = document.getElementById("moves");
  var status = document.getElementById("status");
  game = {
    ply: parseInt(body.getAttribute("data-ply"), 10) || 0,
    plies: parseInt(body.getAttribute("data-plies"), 10) || 0,
    version: body.getAttribute("data-version"),
    show: function (n) {
      n = Math.max(0, Math.min(this.plies, n));
      this.ply = n;
      body.setAttribute("data-ply", String(n));
      if (board) {
        board.src = "/" + slug + "/board.svg?ply=" + n + "&v=" + this.version + (dark ? "&theme=dark" : "");
        board.alt = "The board after " + n + " decisions";
      }
      if (where) { where.textContent = n + " / " + this.plies; }
      var links = list ? list.querySelectorAll("a[data-ply]") : [];
      for (var i = 0; i < links.length; i++) {
        if (parseInt(links[i].getAttribute("data-ply"), 10) === n) {
          links[i].setAttribute("aria-current", "step");
          links[i].scrollIntoView({ block: "nearest" });
        } else {
          links[i].removeAttribute("aria-current");
        }
      }
      var url = new URL(window.location.href);
      url.searchParams.set("ply", String(n));
      history.replaceState(null, "", url.toString());
    }
  };
  game.show(game.ply);

  function on(id, f) {
    var b = document.getElementById(id);
    if (b) { b.addEventListener("click", f); }
  }
  on("first", function () { game.show(0); });
  on("prev", function () { game.show(game.ply - 1); });
  on("next", function () { game.show(game.ply + 1); });
  on("last", function () { game.show(game.plies); });
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    var keys = { ArrowLeft: -1, ArrowRight: 1 };
    if (e.key in keys) { game.show(game.ply + keys[e.key]); e.preventDefault(); }
    else if (e.key === "Home") { game.show(0); e.preventDefault(); }
    else if (e.key === "End") { game.show(game.plies); e.preventDefault(); }
  });
  if (list) {
    list.addEventListener("click", function (e) {
      var a = e.target.closest("a[data-ply]");
      if (a) { e.preventDefault(); game.show(parseInt(a.getAttribute("data-ply"), 10)); }
    });
  }

  // Live: each change brings the new state; a watcher at the newest position follows it.
  function refresh() {
    fetch("/" + slug + "/state.json", { cache: "no-store" }).then(function (r) {
      return r.ok ? r.json() : null;
    }).then(function (s) {
      if (!s) { return; }
      var following = game.ply === game.plies;
      game.version = String(s.version);
      body.setAttribute("data-version", game.version);
      if (status) { status.textContent = s.status; }
      if (list) {
        while (list.children.length > s.moves.length) { list.removeChild(list.lastChild); }
        for (var i = list.children.length; i < s.moves.length; i++) {
          var li = document.createElement("li");
          li.value = i + 1;
          var a = document.createElement("a");
          a.href = "?ply=" + (i + 1);
          a.setAttribute("data-ply", String(i + 1));
          a.textContent = s.moves[i];
          li.appendChild(a);
          list.appendChild(li);
        }
      }
      game.plies = s.moves.length;
      body.setAttribute("data-plies", String(game.plies));
      game.show(following ? game.plies : game.ply);
    }).catch(function () { /* the next change tries again */ });
  }
  if (window.EventSource) {
    var live = new EventSource("/" + slug + "/live");
    live.addEventListener("change", function (e) {
      if (e.data !== game.version) { refresh(); }
    });
  }
})();
