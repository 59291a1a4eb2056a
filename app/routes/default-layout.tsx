import { Outlet } from "react-router";
import { useRootData } from "~/components/hooks/use-root-data";
import { getTemplate } from "~/templates";

export default function DefaultLayoutRoute() {
  const root = useRootData();
  if (!root) return <Outlet />;
  const { DefaultLayout } = getTemplate(root.template);
  return (
    <DefaultLayout root={root}>
      <Outlet />
    </DefaultLayout>
  );
}
