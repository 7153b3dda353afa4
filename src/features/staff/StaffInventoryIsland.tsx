// /staff/inventory: the inventory desk, for staff with the admin role (StaffGate).
import { InventoryDesk } from './InventoryDesk';
import { StaffGate } from './StaffGate';

export default function StaffInventoryIsland() {
  return (
    <StaffGate>
      <InventoryDesk />
    </StaffGate>
  );
}
