import { describe, expect, it } from 'vitest';
import { qrCode } from '../qr-code.ts';
import { createOrderBook } from './order-book.ts';

function bookWithClock() {
  let now = Date.parse('2025-11-21T10:00:00Z');
  const orders = createOrderBook({ now: () => now });
  return { orders, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('the test server’s orders', () => {
  it('report noClient while no app picks them up, and expire after three minutes', () => {
    const { orders, advance } = bookWithClock();
    const { orderRef } = orders.auth({ endUserIp: '127.0.0.1' });
    expect(orders.collect(orderRef)).toMatchObject({ status: 'pending', hintCode: 'outstandingTransaction' });
    advance(10);
    expect(orders.collect(orderRef)).toMatchObject({ status: 'pending', hintCode: 'noClient' });
    advance(169);
    expect(orders.collect(orderRef)).toMatchObject({ status: 'pending' });
    advance(1);
    expect(orders.collect(orderRef)).toMatchObject({ status: 'failed', hintCode: 'expiredTransaction' });
    expect(orders.approve(orderRef, '19121212-1212')).toEqual({ ok: false, reason: 'NotPending' });
    advance(180);
    expect(() => orders.collect(orderRef)).toThrow('No such order');
  });

  it('cancel the order the app was busy with when it opens another (cancelled)', () => {
    const { orders } = bookWithClock();
    const first = orders.auth({ endUserIp: '127.0.0.1' });
    const second = orders.auth({ endUserIp: '127.0.0.1' });
    orders.requestSignature(first.orderRef);
    orders.open(second.orderRef);
    expect(orders.collect(first.orderRef)).toMatchObject({ status: 'failed', hintCode: 'cancelled' });
    expect(orders.collect(second.orderRef)).toMatchObject({ status: 'pending', hintCode: 'started' });
    expect(orders.failStart(second.orderRef)).toBe(true);
    expect(orders.collect(second.orderRef)).toMatchObject({ status: 'failed', hintCode: 'startFailed' });
  });

  it('refuse a malformed personal number and leave the order pending', () => {
    const { orders } = bookWithClock();
    const { orderRef } = orders.auth({ endUserIp: '127.0.0.1' });
    expect(orders.approve(orderRef, '19121212-12')).toEqual({ ok: false, reason: 'Format' });
    expect(orders.approve(orderRef, '19121212-1213')).toEqual({ ok: false, reason: 'Checksum' });
    expect(orders.approve(orderRef, '19121312-1211')).toEqual({ ok: false, reason: 'Date' });
    expect(orders.collect(orderRef)).toMatchObject({ status: 'pending' });
    expect(orders.approve(orderRef, '121212+1212')).toEqual({ ok: true, personalNumber: '19121212-XXXX' });
  });

  it('find an order by its current QR code text, autostart token or link, and refuse an old or forged code', () => {
    const { orders, advance } = bookWithClock();
    const order = orders.auth({ endUserIp: '127.0.0.1' });
    advance(5);
    const current = qrCode(order.qrStartToken, order.qrStartSecret, 5);
    expect(orders.findOrder(current)).toEqual({ ok: true, orderRef: order.orderRef });
    expect(orders.findOrder(order.autoStartToken)).toEqual({ ok: true, orderRef: order.orderRef });
    expect(orders.findOrder(`bankid:///?autostarttoken=${order.autoStartToken}&redirect=null`)).toEqual({
      ok: true,
      orderRef: order.orderRef,
    });
    expect(orders.findOrder(qrCode(order.qrStartToken, 'another-secret', 5))).toMatchObject({ ok: false });
    advance(40);
    expect(orders.findOrder(current)).toEqual({
      ok: false,
      reason: 'The QR code is 40 seconds old: scan or paste the current one.',
    });
    expect(orders.findOrder('hello')).toMatchObject({ ok: false });
  });

  it('answer invalidParameters for a missing end-user address or an unknown order', () => {
    const { orders } = bookWithClock();
    expect(() => orders.auth({})).toThrow('Invalid endUserIp');
    expect(() => orders.collect('00000000-0000-0000-0000-000000000000')).toThrow('No such order');
    expect(() => orders.cancel(undefined)).toThrow('Invalid orderRef');
  });
});
