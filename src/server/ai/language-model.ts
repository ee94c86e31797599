/**
 * The optional LLM: any OpenAI-compatible endpoint through the Vercel AI SDK. Configured by
 * AI_BASE_URL and AI_MODEL (AI_API_KEY when the endpoint needs one); absent, the product
 * runs fully on the built-in planner.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../config';

export function createLanguageModel(
  config: Pick<Config, 'AI_BASE_URL' | 'AI_MODEL' | 'AI_API_KEY'>,
): LanguageModel | null {
  if (!config.AI_BASE_URL || !config.AI_MODEL) return null;
  const provider = createOpenAICompatible({
    name: 'pantrypilot-llm',
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
  });
  return provider.chatModel(config.AI_MODEL);
}

export function describeLanguageModel(config: Pick<Config, 'AI_BASE_URL' | 'AI_MODEL'>): string {
  return config.AI_BASE_URL && config.AI_MODEL
    ? `LLM dish choice on (${config.AI_MODEL} at ${new URL(config.AI_BASE_URL).host})`
    : 'LLM dish choice off (AI_BASE_URL and AI_MODEL not set): the built-in planner chooses';
}
