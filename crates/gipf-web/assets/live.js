// gipfbot's live updates for all the tabs of a browser (a SharedWorker): one stream,
// /live?games=a,b, for the games the open pages show, re-opened when that set changes. A
// browser opens at most six connections to a site; a stream per page would use them up.
"use strict";
var pages = [];
var source = null;
var current = "";
var timer = null;
var slugPattern = /^[0-9a-f]{18}$/;

function wanted() {
  var all = {};
  for (var i = 0; i < pages.length; i++) {
    for (var j = 0; j < pages[i].games.length; j++) { all[pages[i].games[j]] = true; }
  }
  return Object.keys(all).sort().join(",");
}

function reopen() {
  timer = null;
  var games = wanted();
  if (games === current && (source || !games)) { return; }
  if (source) { source.close(); source = null; }
  current = games;
  if (!games) { return; }
  source = new EventSource("/live?games=" + games);
  source.addEventListener("change", function (e) {
    var parts = String(e.data).split(" ");
    for (var i = 0; i < pages.length; i++) {
      if (parts[0] === "*" || pages[i].games.indexOf(parts[0]) >= 0) {
        pages[i].port.postMessage({ slug: parts[0], version: parts[1] });
      }
    }
  });
}

// Pages come and go together when one tab navigates: re-open once they settled.
function later() {
  if (timer === null) { timer = setTimeout(reopen, 30); }
}

function forget(page) {
  var i = pages.indexOf(page);
  if (i >= 0) { pages.splice(i, 1); }
  later();
}

self.onconnect = function (e) {
  var page = { port: e.ports[0], games: [] };
  pages.push(page);
  page.port.onmessage = function (m) {
    var d = m.data || {};
    if (d.bye) { forget(page); return; }
    var games = Array.isArray(d.games) ? d.games : [];
    page.games = games.filter(function (g) { return slugPattern.test(g); });
    later();
  };
  // Where the browser says a page's port closed (a tab closed or crashed).
  page.port.addEventListener("close", function () { forget(page); });
  page.port.start();
};
