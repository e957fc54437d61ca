/**
 * BankID's recommended user message (RFA…) for each state of an order, as its guidelines assign them.
 * `device` is how the person is using BankID: `this` after "Open BankID on this device" (autostart),
 * `other` with the QR code. Variant A of RFA14, RFA15 is for computers, B for phones and tablets.
 */
export type BankidMessage =
  | 'RFA1'
  | 'RFA3'
  | 'RFA6'
  | 'RFA8'
  | 'RFA9'
  | 'RFA13'
  | 'RFA14A'
  | 'RFA14B'
  | 'RFA15A'
  | 'RFA15B'
  | 'RFA16'
  | 'RFA17A'
  | 'RFA17B'
  | 'RFA21'
  | 'RFA22'
  | 'RFA23';

export type BankidDevice = 'this' | 'other';

/** While the order is pending; `hintCode` is null before the first answer. */
export function pendingMessage(
  hintCode: string | null,
  device: BankidDevice,
  onMobile: boolean,
): BankidMessage {
  switch (hintCode) {
    case null:
    case 'outstandingTransaction':
      return device === 'this' ? 'RFA13' : 'RFA1';
    case 'noClient':
      return 'RFA1';
    case 'started':
      // Started with the autostart token (this device), or without it (the QR code).
      if (device === 'this') return onMobile ? 'RFA15B' : 'RFA15A';
      return onMobile ? 'RFA14B' : 'RFA14A';
    case 'userSign':
      return 'RFA9';
    case 'userMrtd':
      return 'RFA23';
    default:
      return 'RFA21';
  }
}

/** Once the order has failed. */
export function failureMessage(hintCode: string | null, device: BankidDevice): BankidMessage {
  switch (hintCode) {
    case 'expiredTransaction':
      return 'RFA8';
    case 'certificateErr':
      return 'RFA16';
    case 'userCancel':
      return 'RFA6';
    case 'cancelled':
      return 'RFA3';
    case 'startFailed':
      return device === 'this' ? 'RFA17A' : 'RFA17B';
    default:
      return 'RFA22';
  }
}

/** Phones and tablets, for the B variants; a guess from the user agent is all the browser offers. */
export function isMobileDevice(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

/** The link that opens the BankID app on this device; `redirect=null` leaves the person in the app. */
export function autoStartLink(autoStartToken: string): string {
  return `bankid:///?autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=null`;
}
