// A custom checker shipped as a pack (SPEC §2, §6): `register(api)` adds it; factlint loads this
// file only for scenarios or runs that name the pack. It grades a scenario's `expected_behavior`
// items written with a quoted phrase:
//   mentions "nav.no"              → met when the answer contains the phrase
//   does not mention "garantert"   → violated when it does
// Other items are `not_applicable` (this checker cannot grade them; a person or another checker can).
// Items starting "optionally", "ideally" or "may " are optional: factlint leaves them out of the grade.

const MENTIONS = /^(?:optionally |ideally |may )?(?:mentions?|says?|includes?|refers? to) "([^"]+)"/i;
const AVOIDS = /^(?:does not|doesn't|never) (?:mention|say|include|promise)s? "([^"]+)"/i;

/** @param {import('factlint').PackApi} api */
export function register(api) {
  api.addChecker({
    id: 'expected-behavior-phrases',
    // Without this, the checker would not see expected_behavior: factlint passes each checker only the fields it declares.
    reads: ['expected_behavior'],
    check(input) {
      const items = input.fields.expected_behavior ?? [];
      const answer = input.answer.toLocaleLowerCase(input.locale);
      const checklist = items.map((item) => {
        const wanted = MENTIONS.exec(item);
        if (wanted) {
          const met = answer.includes(wanted[1].toLocaleLowerCase(input.locale));
          return {
            item,
            status: met ? 'met' : 'violated',
            optional: false,
            note: met ? `found "${wanted[1]}"` : `no "${wanted[1]}" in the answer`,
          };
        }
        const avoided = AVOIDS.exec(item);
        if (avoided) {
          const said = answer.includes(avoided[1].toLocaleLowerCase(input.locale));
          return {
            item,
            status: said ? 'violated' : 'met',
            optional: false,
            note: said ? `the answer says "${avoided[1]}"` : `no "${avoided[1]}"`,
          };
        }
        return { item, status: 'not_applicable', optional: false, note: 'no quoted phrase to check' };
      });
      // No severity of its own: factlint grades the checklist (f = violated / applicable required items).
      return { checklist };
    },
  });
}
