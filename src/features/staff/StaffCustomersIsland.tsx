// /staff/customers: tax certificates and net terms, for staff with the admin role (StaffGate).
import { CustomerDesk } from './CustomerDesk';
import { StaffGate } from './StaffGate';

export default function StaffCustomersIsland() {
  return (
    <StaffGate>
      <CustomerDesk />
    </StaffGate>
  );
}
