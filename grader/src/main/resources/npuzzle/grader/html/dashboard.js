/* The class dashboard: summary, the mistakes the class made (the causes of lost points, the one that cost the most
   students first, with where it points in each student's code), score histogram, pass rate per graded check (worst
   first), the style rules found
   (advice, the most submissions first), the submissions table (sortable,
   filterable, each row linking to the student's report) and what could not be graded. The data is the gradebook's. */
(() => {
  const {el, svg, points, score} = NP;
  const STATES = {graded: 'graded', reused: 'graded earlier', 'not-graded': 'not graded'};

  function header(data) {
    const s = data.summary;
    return el('header', {},
      el('p', {class: 'score'}, s.submissions + ' submissions: ' + s.graded + ' graded, ' + s.notGraded
        + ' not graded. Mean score ', el('strong', {}, score(s.meanScore, s.maxScore)), '.'),
      data.similarity ? el('p', {class: 'similarity'}, 'Which submissions share code, with each other and with '
        + 'known solutions: ', el('a', {href: data.similarity, id: 'similarity-link'}, 'similar submissions'), '.')
        : null);
  }

  /** Ten bins of the percent score (the last holds 100%), drawn as bars with their counts written above. */
  function histogram(rows) {
    const graded = rows.filter(r => r.percent !== undefined && r.percent !== null);
    const bins = new Array(10).fill(0);
    for (const row of graded) bins[Math.min(9, Math.floor(row.percent / 10))]++;
    const most = Math.max(1, ...bins);
    const width = 560;
    const height = 200;
    const bar = width / bins.length;
    const label = k => k === 9 ? '90\u2013100' : (10 * k) + '\u2013' + (10 * k + 9);
    const chart = svg('svg', {class: 'histogram', viewBox: '0 0 ' + width + ' ' + (height + 40), role: 'img',
      'aria-label': 'Scores of ' + graded.length + ' graded submissions, per band of percent: ' + bins.map((c, k) =>
        label(k) + '%: ' + c).join(', ')});
    bins.forEach((count, k) => {
      const h = Math.round((height - 24) * count / most);
      const x = k * bar;
      chart.append(svg('rect', {class: 'bar', x: x + 4, y: height - h, width: bar - 8, height: h}));
      chart.append(svg('text', {class: 'count', x: x + bar / 2, y: height - h - 10, 'text-anchor': 'middle'},
        String(count)));
      chart.append(svg('text', {class: 'axis', x: x + bar / 2, y: height + 18, 'text-anchor': 'middle'},
        label(k)));
    });
    chart.append(svg('line', {class: 'baseline', x1: 0, y1: height, x2: width, y2: height}));
    return el('section', {'aria-labelledby': 'histogram-title'},
      el('h2', {id: 'histogram-title'}, 'Scores'),
      el('figure', {class: 'chart'}, chart,
        el('figcaption', {}, 'Submissions per score band, in percent of the points available.')));
  }

  /** The causes of lost points across the class: what each mistake cost, and the students who made it. */
  function causes(summary) {
    const pages = new Map(summary.rows.map(r => [r.id, r.page]));
    return el('section', {'aria-labelledby': 'causes-title'},
      el('h2', {id: 'causes-title'}, 'Mistakes: the causes of lost points, the most common first'),
      summary.causes.length === 0 ? el('p', {}, 'No graded submission lost a point.') : el('table', {class: 'causes'},
        el('thead', {}, el('tr', {}, el('th', {scope: 'col'}, 'Cause'),
          el('th', {scope: 'col', class: 'number'}, 'Students'),
          el('th', {scope: 'col', class: 'number'}, 'Points lost'),
          el('th', {scope: 'col', class: 'number'}, 'Per student'), el('th', {scope: 'col'}, 'Where'))),
        el('tbody', {}, summary.causes.map(c => el('tr', {'data-cause': c.check},
          el('th', {scope: 'row'}, el('code', {}, c.check), el('span', {class: 'name'}, ' ' + c.name)),
          el('td', {class: 'number'}, c.students + ' of ' + summary.graded),
          el('td', {class: 'number'}, points(c.points)),
          el('td', {class: 'number'}, points(c.meanPoints)),
          el('td', {}, el('details', {}, el('summary', {}, c.students === 1 ? '1 student' : c.students + ' students'),
            el('ul', {class: 'where'}, c.where.map(w => el('li', {'data-id': w.id},
              pages.get(w.id) ? el('a', {href: pages.get(w.id)}, w.id) : w.id, ': ' + points(w.points) + ' points',
              w.location ? el('span', {}, ' at ', el('code', {}, w.location)) : null))))))))));
  }

  function passRates(checks) {
    return el('section', {'aria-labelledby': 'rates-title'},
      el('h2', {id: 'rates-title'}, 'Pass rate per check, the most failed first'),
      checks.length === 0 ? el('p', {}, 'No check was graded.') : el('table', {class: 'rates'},
        el('thead', {}, el('tr', {}, el('th', {scope: 'col'}, 'Check'), el('th', {scope: 'col'}, 'Category'),
          el('th', {scope: 'col', class: 'number'}, 'Passed'), el('th', {scope: 'col'}, 'Pass rate'))),
        el('tbody', {}, checks.map(c => {
          const fill = el('span', {class: 'fill'});
          fill.style.width = (100 * c.passRate) + '%';
          return el('tr', {'data-check': c.id},
            el('th', {scope: 'row'}, el('code', {}, c.id), el('span', {class: 'name'}, ' ' + c.name)),
            el('td', {}, c.category),
            el('td', {class: 'number'}, c.passed + ' of ' + c.graded),
            el('td', {class: 'rate'}, el('span', {class: 'track', 'aria-hidden': 'true'}, fill),
              ' ' + Math.round(100 * c.passRate) + '%'));
        }))));
  }

  /** The style rules, advice that costs no points, apart from the graded checks: the most submissions first. */
  function styleRules(rules, graded) {
    if (!rules || rules.length === 0) return null;
    return el('section', {'aria-labelledby': 'style-title'},
      el('h2', {id: 'style-title'}, 'Style advice: the rules found most often (not graded)'),
      el('table', {class: 'style-rules'},
        el('thead', {}, el('tr', {}, el('th', {scope: 'col'}, 'Rule'), el('th', {scope: 'col'}, 'Check'),
          el('th', {scope: 'col', class: 'number'}, 'Submissions'), el('th', {scope: 'col', class: 'number'},
            'Findings'))),
        el('tbody', {}, rules.map(r => el('tr', {'data-rule': r.rule},
          el('th', {scope: 'row'}, el('code', {}, r.rule)), el('td', {}, el('code', {}, r.check)),
          el('td', {class: 'number'}, r.submissions + ' of ' + graded), el('td', {class: 'number'},
            String(r.findings)))))));
  }

  /** The submissions table: a header button sorts by its column (again: the other way), the search box filters. */
  function submissions(data) {
    // only the categories some report has (a run with --only may grade a few)
    const categories = data.categories.filter(name => data.summary.rows.some(r => r.categories[name] !== undefined));
    const columns = [
      {key: 'id', title: 'Submission', value: r => r.id.toLowerCase()},
      {key: 'state', title: 'State', value: r => r.state},
      {key: 'score', title: 'Score', number: true, value: r => r.score},
      {key: 'percent', title: 'Percent', number: true, value: r => r.percent}
    ].concat(categories.map(name => ({key: name, title: name, number: true, value: r => r.categories[name]})))
      .concat([{key: 'reason', title: 'Reason', value: r => r.reason || ''}]);
    const body = el('tbody', {});
    const trs = data.summary.rows.map((row, index) => {
      const tr = el('tr', {'data-id': row.id, 'data-state': row.state});
      tr.dataset.index = String(index);
      tr.append(el('th', {scope: 'row'}, row.page ? el('a', {href: row.page}, row.id) : row.id));
      tr.append(el('td', {}, STATES[row.state] || row.state));
      tr.append(el('td', {class: 'number'}, row.score === undefined ? '\u2014' : score(row.score, row.maxScore)));
      tr.append(el('td', {class: 'number'}, row.percent === undefined ? '\u2014' : points(row.percent) + '%'));
      for (const name of categories) {
        const value = row.categories[name];
        tr.append(el('td', {class: 'number'}, value === undefined ? '\u2014' : points(value)));
      }
      tr.append(el('td', {class: 'reason'}, row.reason || ''));
      tr.searchText = (row.id + ' ' + (STATES[row.state] || row.state) + ' ' + (row.reason || '')).toLowerCase();
      return tr;
    });
    body.append(...trs);
    const heads = columns.map(column => {
      const button = el('button', {type: 'button', 'data-sort': column.key}, column.title);
      return el('th', {scope: 'col', class: column.number ? 'number' : null, 'aria-sort': 'none'}, button);
    });
    const table = el('table', {class: 'submissions', id: 'submissions'},
      el('caption', {class: 'visually-hidden'}, 'Submissions; a column header sorts the table by it'),
      el('thead', {}, el('tr', {}, heads)), body);
    const shown = el('p', {class: 'shown', 'aria-live': 'polite'});
    const search = el('input', {type: 'search', id: 'filter', placeholder: 'name, state or reason'});
    const state = el('select', {id: 'state-filter'}, el('option', {value: ''}, 'every state'),
      Object.entries(STATES).map(([value, text]) => el('option', {value}, text)));
    let sorted = {key: null, ascending: true};

    function filter() {
      const words = search.value.trim().toLowerCase();
      let count = 0;
      for (const tr of trs) {
        const visible = (!words || tr.searchText.includes(words)) && (!state.value || tr.dataset.state === state.value);
        tr.hidden = !visible;
        count += visible ? 1 : 0;
      }
      shown.textContent = 'Showing ' + count + ' of ' + trs.length + ' submissions.';
    }

    function sort(key) {
      const column = columns.find(c => c.key === key);
      const ascending = sorted.key === key ? !sorted.ascending : true;
      sorted = {key, ascending};
      const rank = tr => column.value(data.summary.rows[Number(tr.dataset.index)]);
      const order = trs.slice().sort((a, b) => {
        const x = rank(a);
        const y = rank(b);
        const missingX = x === undefined || x === null;
        const missingY = y === undefined || y === null;
        if (missingX || missingY) return missingX === missingY ? 0 : missingX ? 1 : -1; // no score: last
        const compared = column.number ? x - y : String(x).localeCompare(String(y));
        return (ascending ? compared : -compared) || Number(a.dataset.index) - Number(b.dataset.index);
      });
      body.append(...order);
      heads.forEach((th, k) => th.setAttribute('aria-sort', columns[k].key === key
        ? (ascending ? 'ascending' : 'descending') : 'none'));
    }

    table.querySelector('thead').addEventListener('click', event => {
      const button = event.target.closest('button[data-sort]');
      if (button) sort(button.dataset.sort);
    });
    search.addEventListener('input', filter);
    state.addEventListener('change', filter);
    filter();
    return el('section', {'aria-labelledby': 'submissions-title'},
      el('h2', {id: 'submissions-title'}, 'Submissions'),
      el('div', {class: 'filters'}, el('label', {for: 'filter'}, 'Filter '), search,
        el('label', {for: 'state-filter'}, ' State '), state),
      shown, el('div', {class: 'table-scroll'}, table));
  }

  function notGraded(rows) {
    const problems = rows.filter(r => r.reason);
    return el('section', {'aria-labelledby': 'problems-title'},
      el('h2', {id: 'problems-title'}, 'Could not be graded (' + problems.length + ')'),
      problems.length === 0 ? el('p', {}, 'Every submission was graded.')
        : el('ul', {class: 'problems'}, problems.map(r => el('li', {'data-id': r.id},
          el('strong', {}, r.id), ' (' + (r.score === undefined ? STATES[r.state] : 'graded ' + score(r.score,
            r.maxScore)) + '): ', el('span', {class: 'pre'}, r.reason)))));
  }

  NP.start((data, page) => {
    page.append(header(data), causes(data.summary), histogram(data.summary.rows), passRates(data.summary.checks));
    const style = styleRules(data.summary.styleRules, data.summary.graded);
    if (style) page.append(style);
    page.append(submissions(data), notGraded(data.summary.rows));
  });
})();
