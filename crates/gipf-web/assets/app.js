// gipfbot's pages: the light/dark switch and the chosen language on every page; on a game's
// page, stepping through the game (buttons, arrow keys, the move list) and following it live
// (server-sent events through one connection shared by all tabs); on a tournament's page,
// following it live through the same connection.
"use strict";
(function () {
  var root = document.documentElement;
  var store = {
    get: function (k) { try { return localStorage.getItem(k); } catch (e) { return null; } },
    set: function (k, v) { try { localStorage.setItem(k, v); } catch (e) { /* private mode */ } }
  };
  var stored = store.get("gipf-theme");
  var dark = stored ? stored === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
  function applyTheme() {
    root.classList.toggle("dark", dark);
    root.classList.toggle("light", !dark);
  }
  applyTheme();
  var game = null;
  // A tournament page's bracket follows the theme.
  var retheme = null;
  var switcher = document.getElementById("theme");
  if (switcher) {
    switcher.addEventListener("click", function () {
      dark = !dark;
      store.set("gipf-theme", dark ? "dark" : "light");
      applyTheme();
      if (game) { game.show(game.ply); }
      if (retheme) { retheme(); }
    });
  }

  // The language: ?lang= chose it (the server keeps it in a cookie); kept here too, so that
  // a browser that lost the cookie gets it back on the next page.
  var lang = root.getAttribute("lang") || "en";
  var asked = new URL(window.location.href).searchParams.get("lang");
  if (asked) { store.set("gipf-lang", lang); }
  var kept = store.get("gipf-lang");
  if (kept && document.cookie.indexOf("gipf-lang=") < 0 && /^[a-z]{2}$/.test(kept)) {
    document.cookie = "gipf-lang=" + kept + "; path=/; max-age=31536000; samesite=lax";
  }

  var body = document.body;
  var slug = body.getAttribute("data-slug");
  var tournament = body.getAttribute("data-tournament");
  if (tournament) { follow(liveTournament(tournament)); return; }
  if (!slug) { return; }

  var board = document.getElementById("board");
  var narrow = document.getElementById("board-only");
  var facts = document.getElementById("facts");
  var where = document.getElementById("where");
  var list = document.getElementById("moves");
  var status = document.getElementById("status");
  var asking = 0;
  var graph = document.getElementById("graph");
  var graphAt = document.getElementById("graph-at");
  // A move of the list: its notation (a reviewed game's items also hold its mark).
  function moveOf(li) { return li.getAttribute("data-move") || li.textContent; }
  // What a step changes besides the board: its description and the panel's facts.
  function describe(n) {
    var mine = ++asking;
    fetch("/" + slug + "/panel.json?ply=" + n + "&lang=" + lang, { cache: "no-cache" }).then(function (r) {
      return r.ok ? r.json() : null;
    }).then(function (p) {
      if (!p || mine !== asking) { return; }
      if (board) { board.alt = p.alt; }
      if (facts) { facts.innerHTML = p.facts; }
    }).catch(function () { /* the next step tries again */ });
  }
  game = {
    ply: parseInt(body.getAttribute("data-ply"), 10) || 0,
    plies: parseInt(body.getAttribute("data-plies"), 10) || 0,
    version: body.getAttribute("data-version"),
    show: function (n, quiet) {
      n = Math.max(0, Math.min(this.plies, n));
      var moved = n !== this.ply;
      this.ply = n;
      body.setAttribute("data-ply", String(n));
      var src = "/" + slug + "/board.svg?ply=" + n + "&v=" + this.version + "&lang=" + lang + (dark ? "&theme=dark" : "");
      if (narrow) { narrow.srcset = src + "&view=board"; }
      if (board) { board.src = src; }
      if (where) { where.textContent = n + " / " + this.plies; }
      if (graphAt && this.plies > 0) {
        var x = (n * 300 / this.plies).toFixed(1);
        graphAt.setAttribute("x1", x);
        graphAt.setAttribute("x2", x);
      }
      var links = list ? list.querySelectorAll("a[data-ply]") : [];
      for (var i = 0; i < links.length; i++) {
        if (parseInt(links[i].getAttribute("data-ply"), 10) === n) {
          links[i].setAttribute("aria-current", "step");
          // Within the list only: the page itself does not jump.
          var li = links[i].parentNode;
          if (li.offsetTop < list.scrollTop) { list.scrollTop = li.offsetTop; }
          else if (li.offsetTop + li.offsetHeight > list.scrollTop + list.clientHeight) {
            list.scrollTop = li.offsetTop + li.offsetHeight - list.clientHeight;
          }
        } else {
          links[i].removeAttribute("aria-current");
        }
      }
      if (moved || !quiet) { describe(n); }
      var url = new URL(window.location.href);
      url.searchParams.set("ply", String(n));
      history.replaceState(null, "", url.toString());
    }
  };
  game.show(game.ply, true);

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
  [list, graph].forEach(function (steps) {
    if (!steps) { return; }
    steps.addEventListener("click", function (e) {
      var a = e.target.closest("a[data-ply]");
      if (a) { e.preventDefault(); game.show(parseInt(a.getAttribute("data-ply"), 10)); }
    });
  });

  // Live: each change brings the new state; a watcher at the newest position follows it.
  function refresh() {
    fetch("/" + slug + "/state.json?lang=" + lang, { cache: "no-store" }).then(function (r) {
      return r.ok ? r.json() : null;
    }).then(function (s) {
      // Versions only grow: an answer older than what is shown came late (two fetches
      // crossed, e.g. one from Back and one from the change after it) and is dropped.
      if (!s || Number(s.version) < Number(game.version)) { return; }
      var following = game.ply === game.plies;
      game.version = String(s.version);
      body.setAttribute("data-version", game.version);
      if (status) { status.textContent = s.status; }
      // A bank clock's time left, as of this change.
      var banks = document.getElementById("banks");
      if (banks) { banks.textContent = s.banks || ""; }
      if (list) {
        // Kept up to the first move that differs (a takeback replaces the moves after it).
        var same = 0;
        while (same < list.children.length && same < s.moves.length &&
               moveOf(list.children[same]) === s.moves[same]) { same++; }
        while (list.children.length > same) { list.removeChild(list.lastChild); }
        for (var i = list.children.length; i < s.moves.length; i++) {
          var li = document.createElement("li");
          li.value = i + 1;
          li.setAttribute("data-move", s.moves[i]);
          var a = document.createElement("a");
          a.href = "?ply=" + (i + 1);
          a.setAttribute("data-ply", String(i + 1));
          // A long removal ("xd2,e3,f3,Gg3,h3") may wrap after a comma, never inside a spot.
          s.moves[i].split(",").forEach(function (part, k) {
            if (k > 0) { a.appendChild(document.createTextNode(",")); a.appendChild(document.createElement("wbr")); }
            a.appendChild(document.createTextNode(part));
          });
          li.appendChild(a);
          list.appendChild(li);
        }
      }
      game.plies = s.moves.length;
      body.setAttribute("data-plies", String(game.plies));
      game.show(following ? game.plies : game.ply);
    }).catch(function () { /* the next change tries again */ });
  }
  follow({ key: slug, refresh: refresh, version: function () { return game.version; } });

  // A tournament's page: its part under the title is fetched again when it changed.
  function liveTournament(t) {
    var part = document.getElementById("tournament");
    retheme = function () {
      var img = part ? part.querySelector("figure.bracket img") : null;
      if (!img) { return; }
      var u = new URL(img.getAttribute("src"), window.location.href);
      if (dark) { u.searchParams.set("theme", "dark"); } else { u.searchParams.delete("theme"); }
      img.setAttribute("src", u.pathname + u.search);
    };
    retheme();
    var watched = {
      key: "t-" + t,
      version: function () { return body.getAttribute("data-version"); },
      refresh: function () {
        fetch("/t/" + t + "/part?lang=" + lang, { cache: "no-store" }).then(function (r) {
          if (!r.ok) { return null; }
          var v = r.headers.get("x-version");
          return r.text().then(function (html) { return { v: v, html: html }; });
        }).then(function (p) {
          if (!p || !part) { return; }
          part.innerHTML = p.html;
          retheme();
          if (p.v) { body.setAttribute("data-version", p.v); }
        }).catch(function () { /* the next change tries again */ });
      }
    };
    return watched;
  }

  // Follows one page's game or tournament live (`watched`: its stream key, its version, how
  // to fetch it again).
  function follow(watched) {
  var key = watched.key;
  function changed(version) {
    if (version !== watched.version()) { watched.refresh(); }
  }
  // One stream for every tab: the tabs elect a leader over a BroadcastChannel, which holds
  // the stream (/live?games=a,b for the games all tabs show) and passes its events on. (A
  // SharedWorker would do, but Chromium keeps no page for Back while its worker has no other
  // page.) Without BroadcastChannel, a stream per page. Either is let go when the page is
  // left (a page kept for Back must not hold a connection: a browser has six per site), and
  // taken again, with what was missed, when it is shown again.
  var me = Math.random().toString(36).slice(2) + Date.now().toString(36);
  var channel = null;
  var own = null;
  var leader = null;
  var leading = false;
  var tabs = {};
  var streamed = "";
  var heard = 0;
  var timer = null;
  function onChange(data) {
    var parts = String(data).split(" ");
    if (parts[0] === "*") { watched.refresh(); } else if (parts[0] === key) { changed(parts[1]); }
  }
  function say(m) { if (channel) { m.from = me; channel.postMessage(m); } }
  function stream() {
    var all = {};
    all[key] = true;
    var now = Date.now();
    for (var id in tabs) {
      // A tab that vanished without a word (crashed) is forgotten after a while.
      if (now - tabs[id].seen > 180000) { delete tabs[id]; continue; }
      for (var i = 0; i < tabs[id].games.length; i++) { all[tabs[id].games[i]] = true; }
    }
    var games = Object.keys(all).filter(function (g) { return /^(t-)?[0-9a-f]{18}$/.test(g); }).sort().join(",");
    if (own && games === streamed) { return; }
    if (own) { own.close(); }
    streamed = games;
    own = new EventSource("/live?games=" + games);
    own.addEventListener("change", function (e) {
      onChange(e.data);
      if (leading) { say({ change: e.data }); }
    });
  }
  function lead() {
    leading = true;
    leader = me;
    say({ leader: true });
    stream();
  }
  function stepDown() {
    leading = false;
    if (own) { own.close(); own = null; streamed = ""; }
  }
  // Every few seconds: a leader says so, a follower tells its games (the leader forgets tabs
  // it has not heard of for 3 minutes) and leads once nobody has led for a while (the
  // leader's tab crashed). Background tabs run timers seldom: a leader gets long.
  function watch(first) {
    clearTimeout(timer);
    timer = setTimeout(function tick() {
      if (!channel) { return; }
      if (leading) { say({ leader: true }); }
      else if (leader === null || Date.now() - heard > 75000) { lead(); }
      else { say({ games: [key] }); }
      timer = setTimeout(tick, leading ? 20000 : 5000);
    }, first);
  }
  function join() {
    if (!window.BroadcastChannel) {
      if (window.EventSource) { stream(); }
      return;
    }
    channel = new BroadcastChannel("gipf-live");
    channel.onmessage = function (e) {
      var m = e.data || {};
      if (typeof m.from !== "string") { return; }
      if (m.leader || m.change) {
        heard = Date.now();
        if (leading && m.leader && m.from < me) { stepDown(); }
        if (!leading && leader !== m.from) { leader = m.from; say({ games: [key] }); }
        if (m.change) { onChange(m.change); }
      } else if (m.games) {
        tabs[m.from] = { games: Array.isArray(m.games) ? m.games.slice(0, 64) : [], seen: Date.now() };
        if (leading) { say({ leader: true }); stream(); }
      } else if (m.bye) {
        delete tabs[m.from];
        // The leader left: one of the others takes over (the first to speak).
        if (m.from === leader) { leader = null; watch(50 + Math.random() * 200); }
        else if (leading) { stream(); }
      }
    };
    leader = null;
    heard = 0;
    say({ games: [key] });
    // A leader answers at once; a tab that hears none within moments leads.
    watch(300);
  }
  function leave() {
    clearTimeout(timer);
    if (channel) {
      say({ bye: true });
      channel.close();
      channel = null;
    }
    stepDown();
    if (own) { own.close(); own = null; }
    leader = null;
    tabs = {};
  }
  window.addEventListener("pagehide", leave);
  window.addEventListener("pageshow", function (e) {
    if (e.persisted) { join(); watched.refresh(); }
  });
  join();
  }
})();
