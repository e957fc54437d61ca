/**
 * A person as the population register answers for them (address-register.ts), and as the local test
 * register (test-register.ts) holds them: the one shape both sides of the protocol speak.
 */
export type RegisteredPerson = {
  name: string;
  /** Protected identity (sekretessmarkering): the register gives out no address. */
  protected: boolean;
  address: { careOf: string | null; street: string; postalCode: string; city: string } | null;
  /** The day the register last changed the person's data. */
  updatedOn: string;
};
