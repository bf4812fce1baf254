// The filters. Without this script the report shows everything; with it,
// the filter bar appears and hides the fields of the classes and the
// findings of the ids that are unticked.
(function () {
  "use strict";
  var bar = document.getElementById("filters");
  if (!bar) return;
  var shown = document.getElementById("shown");
  function ticked(name) {
    var on = {};
    bar.querySelectorAll('input[name="' + name + '"]').forEach(function (box) {
      on[box.value] = box.checked;
    });
    return on;
  }
  function apply() {
    var classes = ticked("class"), ids = ticked("finding");
    var only = bar.querySelector('input[name="only"]');
    only = only && only.checked;
    var fields = 0, fieldsShown = 0, findings = 0, findingsShown = 0;
    document.querySelectorAll(".field").forEach(function (el) {
      var show = classes[el.dataset.class] !== false;
      el.hidden = !show;
      fields++;
      if (show) fieldsShown++;
    });
    document.querySelectorAll(".finding").forEach(function (el) {
      var show = ids[el.dataset.finding] !== false;
      el.hidden = !show;
      findings++;
      if (show) findingsShown++;
    });
    // A flag beside a field or form follows its finding.
    document.querySelectorAll(".flag").forEach(function (el) {
      var a = el.querySelector("a");
      var target = a && document.getElementById(a.getAttribute("href").slice(1));
      el.hidden = !!(target && target.hidden);
    });
    document.querySelectorAll(".findings").forEach(function (el) {
      el.hidden = !el.querySelector(".finding:not([hidden])");
    });
    document.querySelectorAll(".card").forEach(function (el) {
      var anyField = !el.querySelector(".field") || el.querySelector(".field:not([hidden])");
      var anyFlag = el.querySelector(".flag:not([hidden])");
      el.hidden = !anyField || (only && !anyFlag);
    });
    document.querySelectorAll(".page").forEach(function (el) {
      var anyFinding = el.querySelector(".finding:not([hidden])");
      var anyCard = el.querySelector(".card:not([hidden])");
      var empty = !el.querySelector(".card");
      el.hidden = only ? !anyFinding : !(anyCard || anyFinding || empty);
    });
    shown.textContent = "Showing " + fieldsShown + " of " + fields + " fields and " +
      findingsShown + " of " + findings + " findings.";
  }
  bar.addEventListener("change", apply);
  bar.addEventListener("submit", function (e) { e.preventDefault(); });
  bar.hidden = false;
  apply();
})();
