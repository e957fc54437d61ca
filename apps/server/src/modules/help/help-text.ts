/** The text of the help center's PDF documents, per language (sv is the fallback). */
import { SEK_STATUTORY_FEES } from '@fordra/domain';

export type HelpDocumentSlug = 'fee-schedule' | 'how-to-pay';
type Section = { heading: string; paragraphs: string[] };
export type HelpDocumentText = { title: string; intro: string; sections: Section[] };

const kr = (type: keyof typeof SEK_STATUTORY_FEES) => `${SEK_STATUTORY_FEES[type] / 100} kr`;

export const helpTexts: Record<'sv' | 'en', Record<HelpDocumentSlug, HelpDocumentText>> = {
  sv: {
    'fee-schedule': {
      title: 'Avgifter och ränta',
      intro:
        'Här är de avgifter som kan läggas på en skuld hos oss. Beloppen är de som lagen tillåter (inkassokostnadslagen och förordningen om ersättning för inkassokostnader).',
      sections: [
        {
          heading: 'Avgifter',
          paragraphs: [
            `Påminnelseavgift: ${kr('reminder')}`,
            `Inkassoavgift: ${kr('collectionDemand')}`,
            `Uppläggningsavgift för avbetalningsplan: ${kr('planSetup')}`,
            `Aviavgift: ${kr('instalmentNotice')} för varje avi i en avbetalningsplan`,
            `Påminnelseavgift för en missad delbetalning: ${kr('missedInstalmentReminder')}`,
            `Ansökningsavgift hos Kronofogden: ${kr('enforcementApplication')}`,
            `Ombudsarvode: ${kr('agentFee')}`,
          ],
        },
        {
          heading: 'Dröjsmålsränta',
          paragraphs: [
            'När en faktura inte betalas i tid tillkommer dröjsmålsränta enligt räntelagen: Riksbankens referensränta plus 8 procentenheter per år. Räntan räknas dag för dag på det obetalda kapitalbeloppet från dagen efter förfallodagen. Det blir ingen ränta på avgifter eller på ränta.',
          ],
        },
      ],
    },
    'how-to-pay': {
      title: 'Så betalar du',
      intro:
        'Du kan betala med bankgiro eller Swish. Använd alltid OCR-numret för ärendet, så hamnar betalningen rätt.',
      sections: [
        {
          heading: 'Bankgiro',
          paragraphs: [
            'Betala till bankgironumret som står i brevet och i portalen. Skriv OCR-numret i meddelandefältet för OCR, utan mellanslag.',
            'Betalningen registreras hos oss inom 1–3 bankdagar.',
          ],
        },
        {
          heading: 'Swish',
          paragraphs: [
            'Skanna QR-koden i brevet eller i portalen med Swish-appen. Mottagare och OCR-nummer är redan ifyllda. Du kan ändra beloppet om du vill betala en del.',
          ],
        },
        {
          heading: 'Om du inte kan betala allt',
          paragraphs: [
            'Du kan föreslå en avbetalningsplan i portalen, eller ringa oss så hittar vi en lösning tillsammans.',
          ],
        },
      ],
    },
  },
  en: {
    'fee-schedule': {
      title: 'Fees and interest',
      intro:
        'These are the fees that can be added to a debt with us. The amounts are those Swedish law allows (the Debt Collection Costs Act and its ordinance).',
      sections: [
        {
          heading: 'Fees',
          paragraphs: [
            `Reminder fee: ${kr('reminder')}`,
            `Collection fee: ${kr('collectionDemand')}`,
            `Instalment plan set-up fee: ${kr('planSetup')}`,
            `Notice fee: ${kr('instalmentNotice')} for each notice in an instalment plan`,
            `Reminder fee for a missed instalment: ${kr('missedInstalmentReminder')}`,
            `Application fee, Swedish Enforcement Authority (Kronofogden): ${kr('enforcementApplication')}`,
            `Agent fee: ${kr('agentFee')}`,
          ],
        },
        {
          heading: 'Late-payment interest',
          paragraphs: [
            'When an invoice is not paid on time, late-payment interest is added under the Swedish Interest Act: the Riksbank reference rate plus 8 percentage points a year. It is counted day by day on the unpaid principal from the day after the due date. There is no interest on fees or on interest.',
          ],
        },
      ],
    },
    'how-to-pay': {
      title: 'How to pay',
      intro:
        'You can pay by bank giro or with Swish. Always use the OCR reference of the case so that the payment reaches the right place.',
      sections: [
        {
          heading: 'Bank giro',
          paragraphs: [
            'Pay to the bank giro number in the letter and in the portal. Enter the OCR reference in the OCR field, without spaces.',
            'The payment is registered with us within 1–3 bank days.',
          ],
        },
        {
          heading: 'Swish',
          paragraphs: [
            'Scan the QR code in the letter or in the portal with the Swish app. The payee and OCR reference are filled in. You can change the amount if you want to pay part.',
          ],
        },
        {
          heading: 'If you cannot pay it all',
          paragraphs: [
            'You can propose an instalment plan in the portal, or call us and we will find a solution together.',
          ],
        },
      ],
    },
  },
};
