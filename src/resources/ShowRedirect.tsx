import { Navigate, useParams } from 'react-router-dom';
import { useResourceContext } from 'react-admin';
import { showPath } from './showPath';

/** react-admin links a show view as /<name>/<id>/show; send those links to the spec's path. */
export function ShowRedirect() {
  const resource = useResourceContext() ?? '';
  const { id = '' } = useParams<{ id: string }>();
  return <Navigate to={showPath(resource, id)} replace />;
}
