import { createElement, lazy, type ComponentType } from 'react';

type InputsModule = () => Promise<{ default: ComponentType }>;

/**
 * A simple resource's create and edit pages from its inputs alone, so its folder holds no
 * Create/Edit boilerplate. Both load, with the forms, when first opened: nothing here reaches the
 * initial JavaScript.
 */
export function crudViews(loadInputs: InputsModule): { create: ComponentType; edit: ComponentType } {
  const page = (name: 'CreatePage' | 'EditPage') =>
    lazy(async () => {
      const [{ default: Inputs }, forms] = await Promise.all([loadInputs(), import('./CrudForms')]);
      const Page = forms[name];
      return { default: () => createElement(Page, { Inputs }) };
    });
  return { create: page('CreatePage'), edit: page('EditPage') };
}
