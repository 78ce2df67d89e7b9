// Small pieces the record builders share.
import type { Random } from '../random';
import { INITIALS, SURNAMES } from '../vocabulary/literature';

/** A date from `from` to `to` (years, both included) as YYYY-MM-DD. */
export function dateBetween(random: Random, from: number, to: number): string {
  const year = random.between(from, to);
  const month = random.between(1, 12);
  const day = random.between(1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const personName = (random: Random) => `${random.pick(SURNAMES)} ${random.pick(INITIALS)}${random.chance(0.3) ? random.pick(INITIALS) : ''}`;

const FIRST_NAMES = ['Ana', 'Ben', 'Chen', 'Dana', 'Emil', 'Fatima', 'Greta', 'Hiro', 'Ines', 'Jonas', 'Kavya', 'Lars', 'Mei', 'Nora', 'Omar', 'Priya', 'Rosa', 'Sven', 'Tomoko', 'Yusuf'];

/** Community members who curate, comment and author; the dataset holds no person records, so ids and names only. */
export const COMMUNITY_MEMBERS: readonly { firstName: string; lastName: string; name: string; communityId: number }[] = Array.from({ length: 40 }, (_, index) => {
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const lastName = SURNAMES[(index * 7) % SURNAMES.length]!;
  return { firstName, lastName, name: `${firstName} ${lastName}`, communityId: 1_600_001 + index };
});

/** A member as comments name them (002 §3 Comment, locus and protein pages). */
export const personOf = (member: (typeof COMMUNITY_MEMBERS)[number]) => ({ name: member.name, communityId: member.communityId });
