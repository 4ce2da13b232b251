import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../contract/store-orders';
import { StatusBadge, toneOfStatus } from '../../../ui/status-badge';

/** An order's status in the words of its flow ('Awaiting payment' for pending); new orders stand out. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge label={ORDER_STATUS_LABELS[status]} tone={toneOfStatus(status === 'new' ? 'pending' : status)} />;
}
