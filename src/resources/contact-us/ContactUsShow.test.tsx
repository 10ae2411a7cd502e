import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import ContactUsShow, { type Thread } from './ContactUsShow';

const ID = '5d0c1e9a-3b7f-4e21-8c6d-1f2a3b4c5d6e';
const MARKUP = '<img src=x onerror="alert(1)"> <b>bold?</b>';
const THREAD: Thread = {
  id: ID,
  subject: 'A <script> in the subject',
  message: MARKUP,
  status: 1,
  sender_name: 'Chloe Creator',
  creator_name: 'Chloe Creator',
  assignee: null,
  attachment_name: 'shot.png',
  created_at: '2026-11-20T10:00:00.000Z',
  replies: [
    {
      _id: crypto.randomUUID(),
      author: crypto.randomUUID(),
      author_name: 'Martin Manager',
      from_team: true,
      body: 'Line one\nLine two',
      created_at: '2026-11-20T11:00:00.000Z',
    },
  ],
};

function renderThread(calls: Record<string, ReturnType<typeof vi.fn>>) {
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: THREAD }),
    contactUsAssignees: async () => [],
    ...calls,
  } as never);
  return render(
    <TestMemoryRouter initialEntries={[`/contact-us/view/${ID}`]}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
        <Routes>
          <Route path="/contact-us/view/:id" element={<ContactUsShow />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('a Contact Us thread', () => {
  it('shows what people wrote as text, never as HTML', async () => {
    const { container } = renderThread({});
    await screen.findByText(MARKUP);
    expect(screen.getAllByText('A <script> in the subject').length).toBeGreaterThan(0);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(screen.getByText(/Line one\s+Line two/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download shot.png' })).toBeTruthy();
  });

  it('sends a reply through the dataProvider', async () => {
    const replyContactUs = vi.fn(async () => ({}));
    renderThread({ replyContactUs });
    const box = await screen.findByLabelText('Your reply');
    fireEvent.change(box, { target: { value: 'On it.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(replyContactUs).toHaveBeenCalledWith(ID, 'On it.'));
  });
});
