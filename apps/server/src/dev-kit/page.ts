/**
 * The control page at /__stub: what is in force, and forms for the common moves. It only calls the JSON routes beside
 * it (docs/dev-kit.md); everything it does can be scripted with curl.
 */
export const controlPage = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>Stub control</title>
<style>
  body { font: 14px/1.5 system-ui, sans-serif; margin: 24px auto; max-width: 1000px; color: #1f2937; padding: 0 16px; }
  h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 28px; border-bottom: 1px solid #e5e7eb; padding-bottom: 4px; }
  table { border-collapse: collapse; width: 100%; } td, th { text-align: left; padding: 4px 8px; border-bottom: 1px solid #f1f5f9; }
  label { margin-right: 12px; } input, select { margin-left: 4px; padding: 2px 4px; }
  button { padding: 4px 10px; margin-right: 6px; cursor: pointer; }
  .notice { background: #fef3c7; padding: 6px 10px; border-radius: 4px; }
  code { background: #f1f5f9; padding: 0 4px; border-radius: 3px; }
  #message { min-height: 1.5em; color: #b91c1c; }
</style>
</head>
<body>
<h1>Stub control</h1>
<p>Everything here is also a JSON route under <code>/__stub</code> (see the README and <a href="/docs">/docs</a>, tag “stub control”).</p>
<p id="message" role="status"></p>
<p>
<label>Scope<select id="scope"><option value="">main database</option></select></label>
<label>New scenario<input id="scenario-name" placeholder="suite-a" pattern="[a-z0-9][a-z0-9_-]*" size="14"></label>
<button id="scenario-add">Make</button><button id="scenario-drop">Drop selected</button>
<label>Control token<input id="token" type="password" size="20" placeholder="STUB_CONTROL_TOKEN, if set"></label>
</p>

<h2>Database</h2>
<button id="reset">Reset to the fixtures</button><button id="reset-all">Reset everything (drop every scenario)</button>
<label>Snapshot name<input id="snapshot-name" placeholder="before-test" pattern="[a-z0-9][a-z0-9_-]*"></label>
<button id="take">Take snapshot</button>
<table><thead><tr><th>Snapshot</th><th>Taken</th><th></th></tr></thead><tbody id="snapshots"></tbody></table>

<h2>Clock</h2>
<p id="clock"></p>
<label>Now<input id="clock-now" type="datetime-local" step="1"></label>
<label><input id="clock-frozen" type="checkbox">frozen</label>
<button id="clock-set">Set</button><button id="clock-day">+1 day</button><button id="clock-reset">Real time</button>

<h2>Faults and latency</h2>
<label>Call id or path glob<input id="f-match" value="account.currentUser" size="28"></label>
<label>Kind<select id="f-kind"><option>latency</option><option>envelope</option><option>http</option><option>drop</option><option>truncate</option></select></label>
<label>Delay ms<input id="f-delay" type="number" value="6000" min="0" size="6"></label><br>
<label>Envelope status<select id="f-status"><option>500</option><option>401</option><option>403</option><option>400</option></select></label>
<label>Message<input id="f-message" placeholder="(the catalogue's)"></label>
<label>HTTP status<input id="f-http" type="number" value="502" size="4"></label>
<label>Times<input id="f-times" type="number" min="1" size="4"></label>
<button id="f-add">Add</button><button id="f-clear">Remove all</button>
<table><thead><tr><th>#</th><th>Match</th><th>Kind</th><th>Delay</th><th>Detail</th><th>Hits</th><th></th></tr></thead><tbody id="faults"></tbody></table>

<h2>Latest calls</h2>
<table><thead><tr><th>Time</th><th>Call</th><th>HTTP</th><th>Status</th><th>ms</th><th>Fault</th></tr></thead><tbody id="requests"></tbody></table>

<h2>Outbox</h2>
<table><thead><tr><th>Time</th><th>Account</th><th>To</th><th>Text</th></tr></thead><tbody id="outbox"></tbody></table>

<script>
const $ = (id) => document.getElementById(id);
const esc = (v) => String(v ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
// Every call names the scope picked above (x-stub-scenario) and carries the token, if one was typed; a POST
// carries JSON, as the control surface requires (docs/dev-kit.md "Who may call it").
$('token').value = sessionStorage.getItem('stub-token') ?? '';
$('token').onchange = () => { sessionStorage.setItem('stub-token', $('token').value); refresh(); };
const headers = (json) => {
  const h = { 'x-stub-control': '1' };
  if (json) h['content-type'] = 'application/json';
  if ($('scope').value) h['x-stub-scenario'] = $('scope').value;
  if ($('token').value) h['x-stub-token'] = $('token').value;
  return h;
};
const call = async (method, path, body) => {
  const res = await fetch('/__stub' + path, { method, headers: headers(method !== 'GET'), body: method !== 'GET' ? JSON.stringify(body ?? {}) : undefined });
  const json = await res.json();
  $('message').textContent = json.status === 200 ? '' : json.message;
  await refresh();
  return json;
};
const rows = (id, items, cells) => { $(id).innerHTML = items.map((i) => '<tr>' + cells(i).map((c) => '<td>' + c + '</td>').join('') + '</tr>').join(''); };
async function refresh() {
  const [state, requests, outbox] = await Promise.all(['/state', '/requests?limit=30', '/outbox'].map((p) => fetch('/__stub' + p, { headers: headers(false) }).then((r) => r.json())));
  if (state.status !== 200) { $('message').textContent = state.message; return; }
  const s = state.data;
  const picked = $('scope').value;
  $('scope').innerHTML = '<option value="">main database</option>' + s.scenarios.map((c) => '<option' + (c.name === picked ? ' selected' : '') + '>' + esc(c.name) + '</option>').join('');
  $('clock').innerHTML = s.clock.set ? '<span class="notice">Stub time ' + esc(s.clock.now) + (s.clock.frozen ? ' (frozen)' : '') + '</span>' : 'Real time: ' + esc(s.clock.now);
  rows('snapshots', s.snapshots, (n) => [esc(n.name), esc(n.createTime), '<button data-restore="' + esc(n.name) + '">Restore</button>' + (n.name === 'pristine' ? '' : '<button data-drop="' + esc(n.name) + '">Drop</button>')]);
  rows('faults', s.faults, (f) => [f.id, esc(f.match), f.kind, f.delayMs + (f.delayMaxMs ? '–' + f.delayMaxMs : ''), esc(f.kind === 'envelope' ? f.status + ' ' + (f.message ?? '') : f.kind === 'http' ? f.httpStatus : ''), f.hits + (f.times ? ' / ' + f.times : ''), '<button data-fault="' + f.id + '">Remove</button>']);
  rows('requests', requests.data, (r) => [esc(r.time.slice(11, 19)), esc(r.callId ?? r.method + ' ' + r.url), r.httpStatus, r.status ?? '', r.ms, r.fault ?? '']);
  rows('outbox', outbox.data, (o) => [esc(o.createTime), esc(o.loginAccount), esc(o.to), esc(o.text)]);
}
$('reset').onclick = () => call('POST', '/reset');
$('reset-all').onclick = () => { $('scope').value = ''; call('POST', '/reset/all'); };
$('scope').onchange = () => refresh();
$('scenario-add').onclick = async () => { const name = $('scenario-name').value; await call('POST', '/scenarios', { name }); $('scope').value = name; refresh(); };
$('scenario-drop').onclick = () => { const name = $('scope').value; if (name) { $('scope').value = ''; call('DELETE', '/scenarios/' + name); } };
$('take').onclick = () => call('POST', '/snapshots', { name: $('snapshot-name').value });
$('clock-set').onclick = () => $('clock-now').value && call('PUT', '/clock', { now: new Date($('clock-now').value).toISOString(), frozen: $('clock-frozen').checked });
$('clock-day').onclick = () => call('PUT', '/clock', { advanceMs: 86400000, frozen: $('clock-frozen').checked });
$('clock-reset').onclick = () => call('DELETE', '/clock');
$('f-clear').onclick = () => call('DELETE', '/faults');
$('f-add').onclick = () => {
  const kind = $('f-kind').value;
  const body = { match: $('f-match').value, kind, delayMs: Number($('f-delay').value || 0) };
  if (kind === 'envelope') { body.status = Number($('f-status').value); if ($('f-message').value) body.message = $('f-message').value; }
  if (kind === 'http') body.httpStatus = Number($('f-http').value);
  if ($('f-times').value) body.times = Number($('f-times').value);
  call('POST', '/faults', body);
};
document.body.addEventListener('click', (e) => {
  const t = e.target;
  if (t.dataset.restore) call('POST', '/snapshots/' + t.dataset.restore + '/restore');
  if (t.dataset.drop) call('DELETE', '/snapshots/' + t.dataset.drop);
  if (t.dataset.fault) call('DELETE', '/faults/' + t.dataset.fault);
});
refresh();
setInterval(refresh, 3000);
</script>
</body>
</html>
`;
