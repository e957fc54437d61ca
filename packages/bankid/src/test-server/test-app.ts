/**
 * The "BankID test app": a small web page, on plain HTTP, that stands in for the BankID app on a
 * phone. A person picks a pending order (or pastes its QR code text, autostart token or link) and
 * identifies as a personal number, or cancels it in the app, or makes it fail to start.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { ApprovalResult, OrderBook, PendingOrderSummary } from './order-book.ts';

type Values = { orderRef: string; code: string; personalNumber: string; givenName: string; surname: string };
type Notice = { kind: 'success' | 'error'; text: string; field?: 'personalNumber' | 'code' };

const actions = {
  approve: 'Identify',
  open: 'Open only (started)',
  sign: 'Ask for the security code (userSign)',
  cancel: 'Cancel in the app (userCancel)',
  'fail-start': 'Fail to start (startFailed)',
} as const;
type Action = keyof typeof actions;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const refusals: Record<Exclude<ApprovalResult, { ok: true }>['reason'], string> = {
  Format: 'Enter the personal number as YYYYMMDD-NNNN (or YYMMDD-NNNN), digits only besides the dash.',
  Checksum: 'The last digit of this personal number (its check digit) is wrong. Check the number.',
  Date: 'The date of birth in this personal number is not a real date, or lies in the future.',
  NotPending: 'That order is no longer pending: it has been finished, cancelled, or it has expired.',
  WrongPerson: 'This order may only be approved by the personal number the relying party asked for.',
};

function orderList(orders: PendingOrderSummary[], selected: string): string {
  if (orders.length === 0)
    return '<p>No pending orders. Start a BankID login in the portal, then <a href="/">refresh this page</a>.</p>';
  const chosen = orders.some((order) => order.orderRef === selected) ? selected : orders[0]?.orderRef;
  return `<ul class="orders">${orders
    .map(
      (order) =>
        `<li><label><input type="radio" name="orderRef" value="${escapeHtml(order.orderRef)}"${
          order.orderRef === chosen ? ' checked' : ''
        }> <code>${escapeHtml(order.orderRef.slice(0, 8))}</code> · started ${order.secondsSinceAuth} s ago · <span class="hint">${escapeHtml(
          order.hintCode,
        )}</span> · from ${escapeHtml(order.endUserIp)}</label></li>`,
    )
    .join('')}</ul>`;
}

function renderPage(orders: PendingOrderSummary[], values: Values, notice: Notice | null): string {
  const fieldError = (field: Notice['field']) =>
    notice?.kind === 'error' && notice.field === field
      ? `<p class="field-error" id="${field}-error">${escapeHtml(notice.text)}</p>`
      : '';
  const described = (field: Notice['field']) =>
    notice?.kind === 'error' && notice.field === field
      ? ` aria-invalid="true" aria-describedby="${field}-error"`
      : '';
  const banner =
    notice && !notice.field
      ? `<p class="notice ${notice.kind}" role="${notice.kind === 'error' ? 'alert' : 'status'}">${escapeHtml(notice.text)}</p>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>BankID test app</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1a1a1a; }
  main { max-width: 640px; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { margin: 0 0 4px; font-size: 1.6rem; }
  .lead { margin-top: 0; color: #4a4a4a; }
  form { background: #fff; border-radius: 8px; padding: 16px; box-shadow: 0 1px 3px rgb(0 0 0 / 12%); }
  fieldset { border: 0; padding: 0; margin: 0 0 16px; }
  legend, label.field { display: block; font-weight: 600; margin: 12px 0 4px; }
  .orders { list-style: none; padding: 0; margin: 0; }
  .orders li { padding: 6px 0; border-bottom: 1px solid #eee; }
  .hint { font-family: ui-monospace, monospace; font-size: .9em; }
  input[type=text], textarea { width: 100%; box-sizing: border-box; font: inherit; padding: 8px; border: 1px solid #8a8a8a; border-radius: 8px; }
  [aria-invalid=true] { border-color: #b3261e; }
  .field-error, .notice.error { color: #b3261e; }
  .notice { padding: 12px; border-radius: 8px; background: #fff; }
  .notice.success { color: #1b5e20; background: #e8f5e9; }
  .notice.error { background: #fdecea; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 16px; }
  button { font: inherit; padding: 8px 14px; border-radius: 8px; border: 1px solid #1a1a1a; background: #fff; cursor: pointer; }
  button.primary { background: #1a1a1a; color: #fff; }
  details { margin-top: 12px; }
</style>
</head>
<body>
<main>
<h1>BankID test app</h1>
<p class="lead">Stands in for the BankID app: pick the order your browser started, or paste its QR code text, and identify as any personal number. For testing only: nothing here is a real identification.</p>
${banner}
<form method="post" action="/">
<fieldset>
<legend>Pending orders</legend>
${orderList(orders, values.orderRef)}
</fieldset>
<label class="field" for="code">…or paste the QR code text, the autostart token or the bankid:/// link</label>
<textarea id="code" name="code" rows="2" spellcheck="false"${described('code')}>${escapeHtml(values.code)}</textarea>
${fieldError('code')}
<label class="field" for="personalNumber">Personal number</label>
<input type="text" id="personalNumber" name="personalNumber" value="${escapeHtml(values.personalNumber)}" placeholder="YYYYMMDD-NNNN" autocomplete="off" inputmode="numeric"${described('personalNumber')}>
${fieldError('personalNumber')}
<details>
<summary>Name on the certificate</summary>
<label class="field" for="givenName">Given name</label>
<input type="text" id="givenName" name="givenName" value="${escapeHtml(values.givenName)}" placeholder="Test">
<label class="field" for="surname">Surname</label>
<input type="text" id="surname" name="surname" value="${escapeHtml(values.surname)}" placeholder="Testsson">
</details>
<div class="actions">
${Object.entries(actions)
  .map(
    ([action, label]) =>
      `<button type="submit" name="action" value="${action}"${action === 'approve' ? ' class="primary"' : ''}>${escapeHtml(label)}</button>`,
  )
  .join('\n')}
</div>
</form>
<p><a href="/">Refresh the list</a></p>
</main>
</body>
</html>`;
}

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 16 * 1024) request.destroy(new Error('form too large'));
    });
    request.on('end', () => resolve(new URLSearchParams(text)));
    request.on('error', reject);
  });
}

/** What the chosen action did to the chosen order, as a notice. */
export function performAction(orders: OrderBook, action: string, values: Values): Notice {
  if (!(action in actions)) return { kind: 'error', text: 'Choose one of the buttons.' };
  let orderRef = values.orderRef;
  if (values.code.trim() !== '') {
    const found = orders.findOrder(values.code);
    if (!found.ok) return { kind: 'error', text: found.reason, field: 'code' };
    orderRef = found.orderRef;
  }
  if (!orderRef) return { kind: 'error', text: 'Pick a pending order, or paste its QR code text.' };
  const short = orderRef.slice(0, 8);
  const gone: Notice = { kind: 'error', text: refusals.NotPending };
  switch (action as Action) {
    case 'approve': {
      if (values.personalNumber.trim() === '')
        return { kind: 'error', text: 'Enter the personal number to identify as.', field: 'personalNumber' };
      const result = orders.approve(orderRef, values.personalNumber, values);
      if (result.ok)
        return { kind: 'success', text: `Order ${short} identified as ${result.personalNumber}.` };
      const field = ['Format', 'Checksum', 'Date'].includes(result.reason) ? 'personalNumber' : undefined;
      return { kind: 'error', text: refusals[result.reason], ...(field ? { field } : {}) };
    }
    case 'open':
      return orders.open(orderRef) ? { kind: 'success', text: `Order ${short} opened (started).` } : gone;
    case 'sign':
      return orders.requestSignature(orderRef)
        ? { kind: 'success', text: `Order ${short} asks for the security code (userSign).` }
        : gone;
    case 'cancel':
      return orders.cancelInApp(orderRef)
        ? { kind: 'success', text: `Order ${short} cancelled in the app (userCancel).` }
        : gone;
    case 'fail-start':
      return orders.failStart(orderRef)
        ? { kind: 'success', text: `Order ${short} failed to start (startFailed).` }
        : gone;
  }
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
  });
  response.end(html);
}

export function createTestAppServer(orders: OrderBook): http.Server {
  const empty: Values = { orderRef: '', code: '', personalNumber: '', givenName: '', surname: '' };
  return http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      sendHtml(response, 200, renderPage(orders.pending(), empty, null));
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'GET, POST' }).end();
      return;
    }
    // Another site's page must not press these buttons on the tester's behalf.
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Cross-site form refused');
      return;
    }
    readForm(request).then(
      (form) => {
        const values: Values = {
          orderRef: form.get('orderRef') ?? '',
          code: form.get('code') ?? '',
          personalNumber: form.get('personalNumber') ?? '',
          givenName: form.get('givenName') ?? '',
          surname: form.get('surname') ?? '',
        };
        const notice = performAction(orders, form.get('action') ?? '', values);
        const shown = notice.kind === 'success' ? { ...values, orderRef: '', code: '' } : values;
        sendHtml(
          response,
          notice.kind === 'success' ? 200 : 400,
          renderPage(orders.pending(), shown, notice),
        );
      },
      () => response.writeHead(400).end(),
    );
  });
}
