/** Weekly opening patterns in the shop's local time; day 0 = Monday. */
export type Opening = { day_of_week: number; open: string; close: string };
export type HoursKind = 'always' | 'lunchDinner' | 'dinner' | 'lateNight' | 'weekdays';

const everyDay = [0, 1, 2, 3, 4, 5, 6];

export function weeklyOpenings(kind: HoursKind): Opening[] {
  switch (kind) {
    case 'always':
      return everyDay.map((day) => ({ day_of_week: day, open: '00:00', close: '24:00' }));
    case 'lunchDinner':
      return everyDay.map((day) => {
        if (day === 6) return { day_of_week: day, open: '12:00', close: '21:00' };
        if (day === 4 || day === 5) return { day_of_week: day, open: '11:00', close: '23:30' };
        return { day_of_week: day, open: '11:00', close: '22:00' };
      });
    case 'dinner':
      return everyDay.filter((day) => day !== 0).map((day) => ({ day_of_week: day, open: '16:00', close: '23:00' }));
    case 'lateNight':
      return everyDay.map((day) => ({ day_of_week: day, open: '17:00', close: '27:00' }));
    case 'weekdays':
      return [0, 1, 2, 3, 4].map((day) => ({ day_of_week: day, open: '10:30', close: '20:00' }));
  }
}
