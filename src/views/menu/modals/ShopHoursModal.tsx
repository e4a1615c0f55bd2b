import type { Schedule, Shop } from '@/api';
import { weekHours, type DayHours } from '@/format/hours';
import { InfoDialog } from './InfoDialog';
import * as styles from './InfoDialog.css';

function HoursTable({ caption, days }: { caption: string; days: DayHours[] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.title} style={{ textAlign: 'left', fontSize: '1rem' }}>
        {caption}
      </caption>
      <tbody>
        {days.map((day) => (
          <tr key={day.day} className={day.isToday ? styles.today : undefined} aria-current={day.isToday ? 'date' : undefined}>
            <th scope="row" className={styles.cell}>
              {day.day}
            </th>
            <td className={styles.cell}>{day.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** shopHoursModal: the week's delivery and pickup hours from the schedule, Monday first, in the shop's zone. */
export function ShopHoursModal({ shop, schedule, onClose }: { shop: Shop; schedule: Schedule | null; onClose: () => void }) {
  return (
    <InfoDialog title="Hours" onClose={onClose}>
      {schedule ? (
        <>
          {shop.deliveryInfo.doesDelivery ? (
            <HoursTable caption="Delivery" days={weekHours(schedule.delivery.openings, schedule.timezone)} />
          ) : null}
          {shop.pickupInfo.doesPickup ? (
            <HoursTable caption="Pickup" days={weekHours(schedule.pickup.openings, schedule.timezone)} />
          ) : null}
          <p className={styles.muted}>Times are in the pizzeria's local time ({schedule.timezone.replace('_', ' ')}).</p>
        </>
      ) : (
        <p>We couldn't load this pizzeria's hours. Please try again later.</p>
      )}
    </InfoDialog>
  );
}
