/* The student's report: score, categories, each check that did not pass (once per shared cause), replays of failing
   solutions, notes, the style advice (findings worth no points), every check. The data is the report's JSON, hidden checks already without their details. */
(() => {
  const {el, score, percent, parseBoards, board, differences} = NP;
  const HIDDEN = '(a hidden check: its details are in the instructor\'s report)';
  const STATUS = {passed: 'Passed', failed: 'Failed', error: 'Error', timeout: 'Timeout', skipped: 'Skipped',
    advice: 'Advice'};

  /** Whether a check is advice: a style check worth no points that found something (or could not run). */
  function isAdvice(check) {
    return check.category === 'style' && check.maxScore === 0 && check.status !== 'passed'
      && check.status !== 'skipped';
  }

  /** A category's checks in words: '3 findings' for advice (the style category worth no points), else 'k of m'. */
  function counts(c) {
    if (c.name !== 'style' || c.maxScore !== 0) return c.passed + ' of ' + c.total;
    if (c.total === 0) return 'not run';
    const n = c.findings || 0;
    return n + (n === 1 ? ' finding' : ' findings');
  }

  function badge(status) {
    return el('span', {class: 'status status-' + status}, STATUS[status] || status);
  }

  function header(report) {
    const started = new Date(report.startedAt);
    return el('header', {},
      el('p', {class: 'score'}, 'Score ', el('strong', {}, score(report.score, report.maxScore)),
        ' (' + percent(report.score, report.maxScore) + '%)'),
      el('p', {class: 'meta'}, 'Graded ' + started.toISOString().replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC')
        + ' in ' + (report.durationMs / 1000).toFixed(1) + ' s, seed ' + report.grader.seed + ', grader '
        + report.grader.version + ', Java ' + report.grader.javaVersion));
  }

  function categories(report) {
    const rows = report.categories.map(c => el('tr', {class: c.name === 'style' && c.maxScore === 0 ? 'advice'
      : c.passed === c.total ? 'all-passed' : 'some-failed'},
      el('th', {scope: 'row'}, c.name), el('td', {class: 'number'}, counts(c)),
      el('td', {class: 'number'}, score(c.score, c.maxScore))));
    return el('section', {'aria-labelledby': 'categories-title'},
      el('h2', {id: 'categories-title'}, 'Categories'),
      el('table', {class: 'categories'},
        el('thead', {}, el('tr', {}, el('th', {scope: 'col'}, 'Category'), el('th', {scope: 'col'}, 'Checks'),
          el('th', {scope: 'col'}, 'Points'))),
        el('tbody', {}, rows)));
  }

  function compilerMessages(report) {
    const diagnostics = report.compile.diagnostics;
    if (diagnostics.length === 0) return null;
    return el('section', {'aria-labelledby': 'compile-title'},
      el('h2', {id: 'compile-title'}, report.compile.ok ? 'Compiler warnings' : 'Compiler errors'),
      el('ul', {class: 'diagnostics'}, diagnostics.map(d => el('li', {class: d.severity},
        el('code', {}, d.file + ':' + d.line + ':' + d.column), ' ' + d.severity + ': ', el('span', {class: 'pre'},
          d.message)))));
  }

  /** Groups the checks that did not pass by what they show, as the console does: one cause, listed once. */
  function failures(checks) {
    const groups = new Map();
    for (const check of checks) {
      if (check.status === 'passed' || isAdvice(check)) continue;
      const hidden = check.visibility === 'hidden';
      const key = JSON.stringify([check.status, hidden, hidden ? null : [check.message, check.details,
        check.output]]);
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(check);
    }
    return [...groups.values()];
  }

  function worth(checks) {
    if (checks[0].status === 'skipped') return 'not graded';
    return score(checks.reduce((s, c) => s + c.score, 0), checks.reduce((s, c) => s + c.maxScore, 0)) + ' points';
  }

  /** Shows a value: drawn as boards when it is one (or several), else as text kept exactly. */
  function value(label, text) {
    if (text === undefined || text === null) return null;
    const boards = parseBoards(text);
    const shown = boards
      ? el('div', {class: 'boards'}, boards.map((b, k) => [k > 0 ? el('span', {class: 'then'}, 'then') : null,
        board(b.n, b.tiles, {label})]))
      : el('pre', {}, text);
    return el('figure', {class: 'value'}, el('figcaption', {}, label), shown);
  }

  function failure(checks, index) {
    const first = checks[0];
    const hidden = first.visibility === 'hidden';
    const title = 'failure-' + index;
    const article = el('article', {class: 'failure outcome-' + first.status, 'aria-labelledby': title});
    if (checks.length === 1) {
      article.dataset.check = first.id;
      article.append(el('h3', {id: title}, badge(first.status), ' ', el('code', {}, first.id), ' ', first.name));
      article.append(el('p', {class: 'worth'}, worth(checks)));
    } else {
      article.append(el('h3', {id: title}, badge(first.status), ' ' + checks.length + ' checks, one cause'));
      article.append(el('p', {class: 'worth'}, worth(checks)));
      article.append(el('ul', {class: 'check-list'}, checks.map(c => el('li', {'data-check': c.id},
        el('code', {}, c.id), ' ', c.name))));
    }
    if (hidden) {
      article.append(el('p', {class: 'hidden-note'}, HIDDEN));
      return article;
    }
    if (first.findings) {
      // a style check's message lists its findings as text: the page shows its first line and the table
      article.append(el('p', {class: 'message'}, first.message.split('\n')[0]), findings(first.findings));
    } else if (first.message) {
      article.append(el('p', {class: 'message pre'}, first.message));
    }
    const located = where(first.location, null);
    if (located) article.append(located);
    const details = first.details;
    if (details) {
      if (details.total > 1) {
        article.append(el('p', {class: 'inputs'}, 'Passed ' + details.passed + ' of ' + details.total + ' inputs ',
          el('meter', {min: 0, max: details.total, value: details.passed,
            'aria-label': details.passed + ' of ' + details.total + ' inputs passed'})));
      }
      const values = [value('Input', details.input), value('Expected', details.expected),
        value('Actual', details.actual)].filter(v => v !== null);
      if (values.length > 0) article.append(el('div', {class: 'values'}, values));
      if (details.hint) article.append(el('p', {class: 'hint'}, el('strong', {}, 'Hint: '), details.hint));
      if (details.replay) article.append(replay(details.replay, title));
    }
    if (first.output) {
      article.append(el('h4', {}, 'What your code printed'), el('pre', {class: 'output'}, first.output));
    }
    return article;
  }

  /** The advice, after every graded check: each style check worth no points that found something, its findings. */
  function advice(checks) {
    const list = checks.filter(isAdvice);
    if (list.length === 0) return null;
    const total = list.reduce((s, c) => s + (c.findings ? c.findings.length : 0), 0);
    return el('section', {'aria-labelledby': 'advice-title', class: 'advice'},
      el('h2', {id: 'advice-title'}, 'Style advice (' + total + (total === 1 ? ' finding' : ' findings')
        + ', not graded: they cost no points)'),
      list.map(c => {
        const article = el('article', {class: 'advice-check', 'data-check': c.id},
          el('h3', {}, badge(c.status), ' ', el('code', {}, c.id), ' ', c.name));
        if (c.visibility === 'hidden') {
          article.append(el('p', {class: 'hidden-note'}, HIDDEN));
        } else if (c.findings) {
          article.append(el('p', {class: 'message'}, c.message.split('\n')[0]), findings(c.findings));
        } else if (c.message) {
          article.append(el('p', {class: 'message pre'}, c.message));
        }
        return article;
      }));
  }

  /** A style check's findings, one row each, in file and line order. */
  function findings(list) {
    return el('table', {class: 'findings'},
      el('thead', {}, el('tr', {}, ['Where', 'Rule', 'What to fix'].map(h => el('th', {scope: 'col'}, h)))),
      el('tbody', {}, list.map(f => el('tr', {},
        el('td', {}, el('code', {}, f.line > 0 ? f.file + ':' + f.line : f.file)),
        el('td', {}, el('code', {}, f.rule)), el('td', {}, f.message)))));
  }

  /**
   * The replay of a failing solution(): the student's boards beside a shortest solution, a step at a time, with
   * buttons, a slider and the arrow keys; the first wrong step is marked.
   */
  function replay(data, id) {
    const includes = data.convention === 'includes-initial';
    const student = includes ? data.solution.slice() : [data.initial].concat(data.solution);
    const optimal = data.optimal ? [data.initial].concat(data.optimal) : null;
    const wrong = data.firstWrong || null;
    const wrongStep = wrong ? wrong.index + (includes ? 0 : 1) : -1;
    const missing = wrong && wrong.kind === 'stops-short';
    const steps = Math.max(student.length + (missing ? 1 : 0), optimal ? optimal.length : 0, 1);
    const n = data.n;
    let step = 0;
    let timer = null;

    const heading = el('h4', {id: id + '-replay'}, 'Replay: your solution() next to a shortest one');
    const verdict = wrong
      ? el('p', {class: 'wrong-step'}, el('strong', {}, 'First wrong step: step ' + wrongStep + '. '), wrong.text,
        ' ', el('button', {type: 'button', class: 'link', 'data-act': 'wrong'}, 'Show it'))
      : el('p', {class: 'no-wrong-step'}, noWrongStep(data, student.length - 1));
    const studentBox = el('div', {class: 'frame'});
    const optimalBox = el('div', {class: 'frame'});
    const studentCaption = el('figcaption', {});
    const optimalCaption = el('figcaption', {});
    const slider = el('input', {type: 'range', min: 0, max: steps - 1, value: 0, step: 1, id: id + '-slider',
      'aria-describedby': id + '-status'});
    const playButton = el('button', {type: 'button', 'data-act': 'play', 'aria-pressed': 'false'}, 'Play');
    const status = el('p', {class: 'replay-status', id: id + '-status', 'aria-live': 'polite'});
    const section = el('section', {class: 'replay', 'aria-labelledby': id + '-replay', 'data-steps': steps,
      'data-wrong-step': wrongStep},
      heading, verdict,
      el('div', {class: 'replay-boards'},
        el('figure', {class: 'student'}, studentCaption, studentBox),
        el('figure', {class: 'optimal'}, optimalCaption, optimalBox)),
      el('div', {class: 'controls', role: 'group', 'aria-label': 'Replay controls'},
        el('button', {type: 'button', 'data-act': 'first'}, 'First'),
        el('button', {type: 'button', 'data-act': 'back', 'aria-label': 'Step back'}, '\u25c0 Back'),
        playButton,
        el('button', {type: 'button', 'data-act': 'forward', 'aria-label': 'Step forward'}, 'Forward \u25b6'),
        el('button', {type: 'button', 'data-act': 'last'}, 'Last'),
        el('label', {for: id + '-slider'}, 'Step '), slider),
      status,
      printedSteps(student, includes, wrongStep, missing, n));
    if (data.omitted > 0) {
      section.append(el('p', {class: 'omitted'}, 'solution() gave ' + data.omitted + ' more boards than are shown.'));
    }

    function frame(boards, k, label) {
      if (k < boards.length) {
        return board(n, boards[k], {label, changed: k > 0 ? differences(boards[k - 1], boards[k]) : null});
      }
      return null;
    }

    function show(k) {
      step = Math.max(0, Math.min(steps - 1, k));
      slider.value = String(step);
      section.dataset.step = String(step);
      const isWrong = step === wrongStep;
      studentBox.replaceChildren(frame(student, step, 'your step ' + step)
        || el('p', {class: 'gap'}, isWrong && missing ? 'No board: solution() stopped short of the goal'
          : 'solution() ended'));
      studentBox.parentElement.classList.toggle('wrong', isWrong);
      studentCaption.replaceChildren('Your solution(): step ' + step + ' of ' + (student.length - 1));
      if (isWrong) studentCaption.append(el('span', {class: 'wrong-label'}, ' \u2716 first wrong step'));
      if (optimal) {
        optimalBox.replaceChildren(frame(optimal, step, 'shortest step ' + step)
          || el('p', {class: 'gap'}, 'at the goal after ' + (optimal.length - 1) + ' moves'));
        optimalCaption.replaceChildren('A shortest solution (reference): step ' + step + ' of '
          + (optimal.length - 1));
      } else {
        optimalBox.replaceChildren(el('p', {class: 'gap'}, 'The reference did not compute a shortest solution '
          + 'of this board.'));
        optimalCaption.replaceChildren('A shortest solution (reference)');
      }
      const text = 'Step ' + step + ' of ' + (steps - 1) + (step === 0 ? ': the initial board' : '')
        + (isWrong ? ': the first wrong step, ' + wrong.text : '');
      slider.setAttribute('aria-valuetext', text);
      status.textContent = text;
    }

    function play(on) {
      if (timer !== null) clearInterval(timer);
      timer = null;
      if (on) {
        if (step >= steps - 1) show(0);
        timer = setInterval(() => {
          if (step >= steps - 1) play(false);
          else show(step + 1);
        }, 700);
      }
      playButton.textContent = on ? 'Pause' : 'Play';
      playButton.setAttribute('aria-pressed', String(on));
    }

    section.addEventListener('click', event => {
      const act = event.target.closest('[data-act]');
      if (!act) return;
      const action = act.dataset.act;
      if (action === 'play') {
        play(timer === null);
        return;
      }
      play(false);
      if (action === 'first') show(0);
      if (action === 'back') show(step - 1);
      if (action === 'forward') show(step + 1);
      if (action === 'last') show(steps - 1);
      if (action === 'wrong') show(wrongStep);
    });
    slider.addEventListener('input', () => {
      play(false);
      show(Number(slider.value));
    });
    section.addEventListener('keydown', event => {
      if (event.target === slider) return; // the slider moves with the arrow keys itself
      const moves = {ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: steps - 1};
      if (event.key in moves && !event.altKey && !event.ctrlKey && !event.metaKey) {
        play(false);
        show(moves[event.key]);
        event.preventDefault();
      }
    });
    show(0);
    return section;
  }

  /** Says what a replay without a wrong step shows: a shortest solution, or a longer one (not judged further). */
  function noWrongStep(data, moves) {
    if (data.optimal && moves > data.optimal.length) {
      return 'Every step is a slide and the goal is reached, in ' + moves + ' moves where ' + data.optimal.length
        + ' suffice.';
    }
    return 'Every step is a slide along a shortest solution; the check above says what is wrong.';
  }

  /** Every step of the student's solution, small, for paper; the screen shows the replay instead. */
  function printedSteps(student, includes, wrongStep, missing, n) {
    const shown = student.slice(0, 60);
    const items = shown.map((tiles, k) => el('li', {class: k === wrongStep ? 'wrong' : null},
      el('span', {}, 'step ' + k + (k === wrongStep ? ' \u2716 wrong' : '')),
      board(n, tiles, {label: 'your step ' + k, changed: k > 0 ? differences(shown[k - 1], tiles) : null})));
    if (missing && wrongStep === student.length) {
      items.push(el('li', {class: 'wrong'}, el('span', {}, 'step ' + wrongStep + ' \u2716 missing: the goal is '
        + 'not reached')));
    }
    return el('ol', {class: 'print-steps', 'aria-hidden': 'true'}, items,
      student.length > shown.length ? el('li', {}, '\u2026 ' + (student.length - shown.length) + ' more') : null);
  }

  function notes(checks) {
    const byText = new Map();
    for (const check of checks) {
      if (check.status === 'passed' && check.message && check.visibility === 'public') {
        const text = check.message.replace(/\n/g, ' ');
        if (!byText.has(text)) byText.set(text, []);
        byText.get(text).push(check.id);
      }
    }
    if (byText.size === 0) return null;
    return el('section', {'aria-labelledby': 'notes-title'}, el('h2', {id: 'notes-title'}, 'Notes'),
      el('ul', {class: 'notes'}, [...byText].map(([text, ids]) => el('li', {},
        ids.map((id, k) => [k > 0 ? ', ' : null, el('code', {}, id)]), ': ' + text))));
  }

  /** The anchor of a line of a shown source file. */
  function lineId(file, line) {
    return 'source-' + file.replace(/[^A-Za-z0-9]/g, '-') + '-' + line;
  }

  /** Where a cause or check points, 'Board.java:61 manhattan()', linked to the line when its file is shown. */
  function where(location, sources) {
    if (!location) return null;
    const text = location.file + ':' + location.line + (location.method ? ' ' + location.method : '');
    return el('div', {class: 'where'}, 'at ', sources && Object.hasOwn(sources, location.file)
      ? el('a', {href: '#' + lineId(location.file, location.line)}, el('code', {}, text)) : el('code', {}, text));
  }

  /* Each cause of lost points once, with its whole cost and the checks that paid it. */
  function causes(list, sources) {
    if (!list || list.length === 0) return null;
    return el('section', {'aria-labelledby': 'causes-title'}, el('h2', {id: 'causes-title'}, 'Where the points went'),
      el('table', {class: 'causes'},
        el('thead', {}, el('tr', {}, ['Cause', 'What it saw', 'Cost', 'Paid by'].map(h => el('th', {scope: 'col'}, h)))),
        el('tbody', {}, list.map(c => el('tr', {},
          el('th', {scope: 'row'}, el('code', {}, c.check), where(c.location, sources)),
          el('td', {}, c.message, c.fix ? el('div', {class: 'fix'}, 'fix, which the grader ran: ',
            el('code', {}, c.fix.text)) : null),
          el('td', {class: 'number'}, c.points.toFixed(2)),
          el('td', {}, c.charges.map((charge, k) => [k > 0 ? ', ' : null, el('code', {}, charge.check),
            ' ' + charge.points.toFixed(2) + (charge.inputs > 0 ? ' (' + charge.inputs + ' inputs)' : '')])))))));
  }

  /** Lines of context shown around each marked range of a source file. */
  const CONTEXT = 3;

  /**
   * The student's code where the causes point: each file a cause (else a failed check) is located in, its marked
   * lines with a few around them, the rest folded; each marked line says which checks point at it.
   */
  function yourCode(report) {
    const sources = report.sources || {};
    let located = (report.causes || []).filter(c => c.location).map(c => ({id: c.check, location: c.location}));
    if (located.length === 0) {
      located = report.checks.filter(c => c.location && c.status !== 'passed')
        .map(c => ({id: c.id, location: c.location}));
    }
    located = located.filter(m => Object.hasOwn(sources, m.location.file));
    if (located.length === 0) return null;
    const section = el('section', {'aria-labelledby': 'code-title'}, el('h2', {id: 'code-title'}, 'Your code'),
      el('p', {class: 'meta'}, 'The lines each cause points at, marked, with the checks that point there.'));
    for (const file of [...new Set(located.map(m => m.location.file))]) {
      const lines = sources[file].split(/\r?\n/);
      if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
      const marks = new Map();
      for (const m of located.filter(m => m.location.file === file)) {
        for (let k = m.location.line; k <= Math.min(m.location.endLine, lines.length); k++) {
          if (!marks.has(k)) marks.set(k, []);
          if (k === m.location.line && !marks.get(k).includes(m.id)) marks.get(k).push(m.id);
        }
      }
      const shown = new Set();
      for (const k of marks.keys()) {
        for (let j = Math.max(1, k - CONTEXT); j <= Math.min(lines.length, k + CONTEXT); j++) shown.add(j);
      }
      const rows = [];
      let folded = 0;
      for (let k = 1; k <= lines.length; k++) {
        if (!shown.has(k)) {
          folded++;
          continue;
        }
        if (folded > 0) rows.push(el('tr', {class: 'folded'}, el('td', {colspan: 3}, '⋮ ' + folded + ' lines')));
        folded = 0;
        const ids = marks.get(k) || [];
        rows.push(el('tr', {class: marks.has(k) ? 'marked' : null, id: marks.has(k) ? lineId(file, k) : null},
          el('td', {class: 'number'}, String(k)), el('td', {class: 'pre'}, lines[k - 1]),
          el('td', {class: 'pointers'}, ids.map((id, n) => [n > 0 ? ', ' : null, el('code', {}, id)]))));
      }
      if (folded > 0) rows.push(el('tr', {class: 'folded'}, el('td', {colspan: 3}, '⋮ ' + folded + ' lines')));
      section.append(el('h3', {}, el('code', {}, file)), el('table', {class: 'source'}, el('tbody', {}, rows)));
    }
    return section;
  }

  function allChecks(checks) {
    return el('section', {'aria-labelledby': 'all-title'}, el('h2', {id: 'all-title'}, 'Every check'),
      el('table', {class: 'checks'},
        el('thead', {}, el('tr', {}, ['Check', 'Category', 'Result', 'Points'].map(h => el('th', {scope: 'col'}, h)))),
        el('tbody', {}, checks.map(c => el('tr', {},
          el('th', {scope: 'row'}, el('code', {}, c.id), el('span', {class: 'name'}, ' ' + c.name)),
          el('td', {}, c.category), el('td', {}, badge(c.status)),
          el('td', {class: 'number'}, c.status === 'skipped' || isAdvice(c) ? 'not graded'
            : score(c.score, c.maxScore)))))));
  }

  NP.start((report, page) => {
    page.append(header(report), categories(report));
    const lost = causes(report.causes, report.sources);
    if (lost) page.append(lost);
    const code = yourCode(report);
    if (code) page.append(code);
    const compiled = compilerMessages(report);
    if (compiled) page.append(compiled);
    const groups = failures(report.checks);
    const section = el('section', {'aria-labelledby': 'failures-title', class: 'failures'},
      el('h2', {id: 'failures-title'}, groups.length === 0 ? 'Every graded check passed'
        : 'Checks that did not pass (' + groups.reduce((s, g) => s + g.length, 0) + ')'));
    groups.forEach((group, k) => section.append(failure(group, k + 1)));
    page.append(section);
    const noted = notes(report.checks);
    if (noted) page.append(noted);
    const advised = advice(report.checks);
    if (advised) page.append(advised);
    if (report.incidents.length > 0) {
      page.append(el('section', {'aria-labelledby': 'incidents-title'}, el('h2', {id: 'incidents-title'},
        'What the grader ignored'), el('ul', {}, report.incidents.map(text => el('li', {}, text)))));
    }
    page.append(allChecks(report.checks));
  });
})();
