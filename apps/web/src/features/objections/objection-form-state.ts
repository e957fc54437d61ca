import type { ObjectionFields } from '@fordra/contract';
import { OBJECTION_GROUNDS, OBJECTION_TEXT_MAX, type ObjectionGround, parseKronor } from '@fordra/domain';

/** What the dispute form holds as typed; every field a text, so that the draft keeps it as it is. */
export type ObjectionForm = {
  scope: 'whole' | 'part';
  /** The part disputed, in kronor as typed (`1 250,50`); read only with scope `part`. */
  amount: string;
  ground: ObjectionGround | '';
  text: string;
};

export const objectionFormFields = ['scope', 'amount', 'ground', 'text'] as const;
export type ObjectionFormField = (typeof objectionFormFields)[number];

export const emptyObjectionForm: ObjectionForm = { scope: 'whole', amount: '', ground: '', text: '' };

/** A draft read back from storage, with anything that is not one of the form's values left out. */
export function objectionFormFrom(stored: Partial<Record<ObjectionFormField, string>>): ObjectionForm {
  const ground = OBJECTION_GROUNDS.find((value) => value === stored.ground) ?? '';
  return {
    scope: stored.scope === 'part' ? 'part' : 'whole',
    amount: stored.amount ?? '',
    ground,
    text: stored.text ?? '',
  };
}

/** What must be corrected before sending: an error code of the `errors` namespace per field. */
export type ObjectionProblems = Partial<Record<'amount' | 'ground' | 'text', string>>;

/**
 * The fields to send for the typed dispute, or what to correct first (the server checks them again).
 * A part is an amount above zero and at most `remainingAmount` (minor units), what the case owes today.
 */
export function objectionRequest(
  form: ObjectionForm,
  remainingAmount: number,
): { fields: ObjectionFields } | { problems: ObjectionProblems } {
  const problems: ObjectionProblems = {};
  const amount = parseKronor(form.amount);
  const partAmount = amount !== null && amount > 0 && amount <= remainingAmount ? amount : null;
  if (form.scope === 'part' && partAmount === null) problems.amount = 'InvalidAmount';
  if (form.ground === '') problems.ground = 'FieldRequired';
  const text = form.text.trim();
  if (text === '') problems.text = 'MessageRequired';
  else if (text.length > OBJECTION_TEXT_MAX) problems.text = 'MessageTooLong';
  if (Object.keys(problems).length > 0 || form.ground === '') return { problems };
  return {
    fields: {
      scope: form.scope,
      ...(form.scope === 'part' && partAmount !== null && { disputedAmount: partAmount }),
      ground: form.ground,
      text,
    },
  };
}
