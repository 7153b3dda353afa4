// /staff/orders: the order desk, for staff with the admin role (StaffGate).
import { OrderDesk } from './OrderDesk';
import { StaffGate } from './StaffGate';

export default function StaffOrdersIsland() {
  return (
    <StaffGate>
      <OrderDesk />
    </StaffGate>
  );
}
