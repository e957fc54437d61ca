/** The shapes of the BankID Relying Party API v6.0 (`/auth`, `/collect`, `/cancel`). */

/** Hint codes of a pending order: what the user's BankID app is doing. */
export const pendingHintCodes = [
  'outstandingTransaction',
  'noClient',
  'started',
  'userMrtd',
  'userCallConfirm',
  'userSign',
] as const;
export type PendingHintCode = (typeof pendingHintCodes)[number];

/** Hint codes of a failed order: why it ended. */
export const failedHintCodes = [
  'expiredTransaction',
  'certificateErr',
  'userCancel',
  'cancelled',
  'startFailed',
  'userDeclinedCall',
  'notSupportedByUserApp',
  'transactionRiskBlocked',
] as const;
export type FailedHintCode = (typeof failedHintCodes)[number];

/** BankID may add hint codes at any time; callers must treat an unknown one as "pending" or "failed". */
export type HintCode = PendingHintCode | FailedHintCode | (string & {});

export type AuthRequest = {
  /** The end user's IP address as the relying party sees it. */
  endUserIp: string;
  requirement?: {
    pinCode?: boolean;
    mrtd?: boolean;
    cardReader?: 'class1' | 'class2';
    certificatePolicies?: string[];
    /** 12 digits, `YYYYMMDDNNNN`: only this person may complete the order. */
    personalNumber?: string;
  };
  /** Text shown in the app, base64 (UTF-8). */
  userVisibleData?: string;
  userVisibleDataFormat?: 'plaintext' | 'simpleMarkdownV1';
  userNonVisibleData?: string;
  returnUrl?: string;
  returnRisk?: boolean;
};

/** The answer to `/auth`. `qrStartSecret` must never leave the relying party's server. */
export type OrderResponse = {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
};

export type CompletionData = {
  user: {
    /** 12 digits, `YYYYMMDDNNNN`. */
    personalNumber: string;
    name: string;
    givenName: string;
    surname: string;
  };
  device: { ipAddress: string; uhi?: string };
  /** `YYYY-MM-DD`. */
  bankIdIssueDate: string;
  stepUp?: { mrtd: boolean };
  /** The signature, base64-encoded XML. */
  signature: string;
  /** The OCSP response of the user's certificate, base64. */
  ocspResponse: string;
  risk?: 'low' | 'moderate' | 'high';
};

export type CollectResponse =
  | { orderRef: string; status: 'pending'; hintCode: HintCode }
  | { orderRef: string; status: 'failed'; hintCode: HintCode }
  | { orderRef: string; status: 'complete'; completionData: CompletionData };

/** The `errorCode` of an error answer (HTTP 4xx or 5xx with `{ errorCode, details }`). */
export type RpErrorCode =
  | 'alreadyInProgress'
  | 'invalidParameters'
  | 'unauthorized'
  | 'notFound'
  | 'methodNotAllowed'
  | 'requestTimeout'
  | 'unsupportedMediaType'
  | 'internalError'
  | 'maintenance'
  | (string & {});

export type RpErrorBody = { errorCode: RpErrorCode; details: string };
