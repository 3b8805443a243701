/** The part of SaxonJS 2.7 that validate.ts uses (the package ships no types). */
declare module 'saxon-js' {
  namespace SaxonJS {
    /** A node of a parsed document, read here through XPath only. */
    interface XdmNode {
      readonly nodeType: number
    }

    interface XPathOptions {
      namespaceContext?: Record<string, string>
      resultForm?: 'default' | 'array' | 'iterator' | 'xdm'
    }

    function getResource(options: { text: string; type: 'xml' }): Promise<XdmNode>

    function transform(
      options: { stylesheetInternal: unknown; sourceNode: XdmNode; destination: 'document' },
      execution: 'async'
    ): Promise<{ principalResult: XdmNode }>

    namespace XPath {
      function evaluate(expression: string, context: XdmNode, options?: XPathOptions): unknown
    }
  }
  export default SaxonJS
}
