/**
 * The small word lists the generated debtors for scale are drawn from: Swedish names, streets and
 * cities, and the creditors whose invoices they did not pay.
 */
import { type Currency, DEMO_PROVIDER_ACCOUNTS, luhnCheckDigit } from '@fordra/domain';

const words = (list: string): readonly string[] => list.split(', ');

export const femaleFirstNames = words(
  'Anna, Eva, Maria, Karin, Sara, Kristina, Lena, Emma, Kerstin, Malin, Ingrid, Linnéa, ' +
    'Elin, Sofia, Hanna, Ida, Johanna, Marie, Annika, Birgitta, Camilla, Julia, Maja, Elsa, ' +
    'Astrid, Ebba, Matilda, Amira, Fatima, Leila',
);

export const maleFirstNames = words(
  'Lars, Mikael, Anders, Johan, Erik, Per, Karl, Peter, Thomas, Jan, Daniel, Fredrik, Hans, ' +
    'Andreas, Stefan, Mohammed, Magnus, Mats, Jonas, Niklas, Oskar, Gustav, Axel, Viktor, ' +
    'Emil, Olof, Björn, Ali, Ahmed, Mehmet',
);

export const lastNames = words(
  'Andersson, Johansson, Karlsson, Nilsson, Eriksson, Larsson, Olsson, Persson, Svensson, ' +
    'Gustafsson, Pettersson, Jonsson, Jansson, Hansson, Bengtsson, Jönsson, Lindberg, ' +
    'Jakobsson, Magnusson, Olofsson, Lindström, Lindqvist, Lindgren, Berg, Axelsson, ' +
    'Bergström, Lundberg, Lind, Lundgren, Lundqvist, Mattsson, Berglund, Fredriksson, ' +
    'Sandberg, Henriksson, Forsberg, Sjöberg, Wallin, Engström, Eklund, Danielsson, Håkansson, ' +
    'Björk, Holm, Nyström, Söderberg, Åberg, Yilmaz, Hassan, Nguyen',
);

export const streetNames = words(
  'Storgatan, Drottninggatan, Kungsgatan, Vasagatan, Skolgatan, Kyrkogatan, Järnvägsgatan, ' +
    'Parkvägen, Björkvägen, Ekvägen, Tallvägen, Granvägen, Lönnvägen, Sjövägen, Ängsvägen, ' +
    'Industrivägen, Nygatan, Östra Långgatan, Västra Vägen, Södra Förstadsgatan, Norra Allén, ' +
    'Trädgårdsgatan, Hamngatan, Repslagargatan, Linnégatan, Odengatan, Fabriksgatan, ' +
    'Bruksvägen, Mossvägen, Slåttervägen',
);

/** A city and the first three digits of its postal codes. */
export const cities: readonly { city: string; postalPrefix: string }[] = [
  { city: 'Stockholm', postalPrefix: '113' },
  { city: 'Stockholm', postalPrefix: '118' },
  { city: 'Göteborg', postalPrefix: '413' },
  { city: 'Malmö', postalPrefix: '214' },
  { city: 'Uppsala', postalPrefix: '753' },
  { city: 'Västerås', postalPrefix: '722' },
  { city: 'Örebro', postalPrefix: '702' },
  { city: 'Linköping', postalPrefix: '582' },
  { city: 'Helsingborg', postalPrefix: '252' },
  { city: 'Jönköping', postalPrefix: '553' },
  { city: 'Norrköping', postalPrefix: '602' },
  { city: 'Lund', postalPrefix: '223' },
  { city: 'Umeå', postalPrefix: '903' },
  { city: 'Gävle', postalPrefix: '803' },
  { city: 'Borås', postalPrefix: '503' },
  { city: 'Sundsvall', postalPrefix: '852' },
  { city: 'Luleå', postalPrefix: '972' },
  { city: 'Karlstad', postalPrefix: '652' },
  { city: 'Växjö', postalPrefix: '352' },
  { city: 'Östersund', postalPrefix: '831' },
];

export const swedishMonths = words(
  'januari, februari, mars, april, maj, juni, juli, augusti, september, oktober, november, ' + 'december',
);

/** A creditor of the generated cases; `describe` words an invoice from the month it is for and an order number. */
export type ScaleCreditor = {
  clientNumber: string;
  name: string;
  orgNumber: string;
  phone: string;
  swishPayee: string | null;
  currency: Currency;
  /** Relative share of the generated cases. */
  weight: number;
  describe: (month: string, n: number) => string;
};

/** `NNNNNN-NNNN` from the first nine digits of an organisationsnummer and its Luhn check digit. */
const orgNumber = (nine: string) => `${nine.slice(0, 6)}-${nine.slice(6)}${luhnCheckDigit(nine)}`;

const PROVIDER_SWISH_PAYEE = DEMO_PROVIDER_ACCOUNTS.swishPayee;

/** Client numbers 30001 and up, apart from the demo's creditors. */
export const scaleCreditors: readonly ScaleCreditor[] = [
  {
    clientNumber: '30001',
    name: 'Vattenfors Energi AB',
    orgNumber: orgNumber('556712004'),
    phone: '0771-20 30 40',
    swishPayee: PROVIDER_SWISH_PAYEE,
    currency: 'SEK',
    weight: 20,
    describe: (month) => `Elräkning ${month}`,
  },
  {
    clientNumber: '30002',
    name: 'Fiberlänk Sverige AB',
    orgNumber: orgNumber('559204117'),
    phone: '010-480 22 00',
    swishPayee: PROVIDER_SWISH_PAYEE,
    currency: 'SEK',
    weight: 18,
    describe: (month) => `Bredband och tv, ${month}`,
  },
  {
    clientNumber: '30003',
    name: 'Mobilnät Norden AB',
    orgNumber: orgNumber('556830271'),
    phone: '0771-55 66 00',
    swishPayee: PROVIDER_SWISH_PAYEE,
    currency: 'SEK',
    weight: 18,
    describe: (month) => `Mobilabonnemang ${month}`,
  },
  {
    clientNumber: '30004',
    name: 'Hemtrygg Försäkring AB',
    orgNumber: orgNumber('516401873'),
    phone: '08-410 400 00',
    swishPayee: PROVIDER_SWISH_PAYEE,
    currency: 'SEK',
    weight: 10,
    describe: (month) => `Hemförsäkring, premie ${month}`,
  },
  {
    clientNumber: '30005',
    name: 'Tandvårdshuset Söder AB',
    orgNumber: orgNumber('556977342'),
    phone: '08-644 20 10',
    swishPayee: PROVIDER_SWISH_PAYEE,
    currency: 'SEK',
    weight: 8,
    describe: (month) => `Tandvård, behandling i ${month}`,
  },
  {
    clientNumber: '30006',
    name: 'Mälarstadens Bostäder AB',
    orgNumber: orgNumber('556154228'),
    phone: '021-39 70 00',
    swishPayee: PROVIDER_SWISH_PAYEE,
    currency: 'SEK',
    weight: 10,
    describe: (month) => `Hyra ${month}`,
  },
  {
    clientNumber: '30007',
    name: 'Nordisk Postorder AB',
    orgNumber: orgNumber('556402961'),
    phone: '0340-65 10 00',
    swishPayee: PROVIDER_SWISH_PAYEE,
    currency: 'SEK',
    weight: 13,
    describe: (_month, n) => `Postorder, order ${n}`,
  },
  {
    clientNumber: '30008',
    name: 'Helsingin Kauppahuone Oy',
    orgNumber: orgNumber('559310584'),
    phone: '+358 9 2316 4400',
    swishPayee: null,
    currency: 'EUR',
    weight: 3,
    describe: (_month, n) => `Verkkokauppa, tilaus ${n}`,
  },
];
