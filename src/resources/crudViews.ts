import { createElement, lazy, type ComponentType } from 'react';
import type { RedirectionSideEffect } from 'react-admin';
import type { InputsComponent } from './CrudForms';

type InputsModule = () => Promise<{ default: InputsComponent }>;

/** Where each page goes once saved: the list unless the resource says otherwise. */
export interface CrudViewOptions {
  afterCreate?: RedirectionSideEffect;
  afterEdit?: RedirectionSideEffect;
}

/**
 * A resource's create and edit pages from its inputs alone, so its folder holds no Create/Edit
 * boilerplate. Both load, with the forms, when first opened: nothing here reaches the initial
 * JavaScript.
 */
export function crudViews(
  loadInputs: InputsModule,
  { afterCreate = 'list', afterEdit = 'list' }: CrudViewOptions = {},
): { create: ComponentType; edit: ComponentType } {
  const page = (name: 'CreatePage' | 'EditPage', redirect: RedirectionSideEffect) =>
    lazy(async () => {
      const [{ default: Inputs }, forms] = await Promise.all([loadInputs(), import('./CrudForms')]);
      const Page = forms[name];
      return { default: () => createElement(Page, { Inputs, redirect }) };
    });
  return { create: page('CreatePage', afterCreate), edit: page('EditPage', afterEdit) };
}
